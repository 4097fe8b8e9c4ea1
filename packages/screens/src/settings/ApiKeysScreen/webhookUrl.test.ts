import { describe, expect, it } from 'vitest';
import { displayWebhook, isWebAddress, maskSecret } from './webhookUrl';

describe('isWebAddress', () => {
  it.each([
    'https://hooks.lagosfresh.ng/payments',
    'http://example.com',
    'https://api.example.co.uk:8443/hooks?x=1',
  ])('accepts %s', (url) => expect(isWebAddress(url)).toBe(true));

  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'https://localhost',
    'https://',
    'https://exa mple.com',
    'javascript:alert(1)',
  ])('refuses %s', (url) => expect(isWebAddress(url)).toBe(false));

  it('accepts only https in Live', () => {
    expect(isWebAddress('https://hooks.lagosfresh.ng/payments', true)).toBe(true);
    expect(isWebAddress('HTTPS://hooks.lagosfresh.ng/payments', true)).toBe(true);
    expect(isWebAddress('http://hooks.lagosfresh.ng/payments', true)).toBe(false);
    expect(isWebAddress('http://hooks.lagosfresh.ng/payments', false)).toBe(true);
  });
});

describe('displayWebhook', () => {
  it('keeps an address of 100 characters', () => {
    const url = `https://example.com/${'a'.repeat(80)}`;
    expect(url).toHaveLength(100);
    expect(displayWebhook(url)).toBe(url);
  });

  it('cuts a longer one to 40 characters and an ellipsis', () => {
    const url = `https://example.com/${'a'.repeat(81)}`;
    expect(displayWebhook(url)).toBe(`${url.slice(0, 40)}…`);
    expect(displayWebhook(url)).toHaveLength(41);
  });
});

describe('maskSecret', () => {
  it('shows only the last four characters', () => {
    expect(maskSecret('sk_test_9a8b7c6d5e4f3a2b1c0d')).toBe('••••••••••••1c0d');
  });
});
