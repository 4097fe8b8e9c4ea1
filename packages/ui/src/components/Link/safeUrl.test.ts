import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safeUrl';

describe('safeExternalUrl', () => {
  it('lets https addresses through', () => {
    expect(safeExternalUrl('https://files.example.test/proof.pdf')).toBe(
      'https://files.example.test/proof.pdf',
    );
  });

  it.each([
    'http://files.example.test/proof.pdf',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '/relative/path.pdf',
    '//evil.test/x',
    'not a url',
    '',
    null,
    undefined,
  ])('refuses %j', (address) => {
    expect(safeExternalUrl(address)).toBeNull();
  });

  it('lets a trusted origin through even over http (the API or file host in development)', () => {
    const trusted = ['http://localhost:8080'];
    expect(safeExternalUrl('http://localhost:8080/files/a.png', trusted)).toBe(
      'http://localhost:8080/files/a.png',
    );
    expect(safeExternalUrl('http://localhost:9999/files/a.png', trusted)).toBeNull();
  });
});
