import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { subscribeToApiEvents, type ApiEvent } from '../../core';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { fetchApiKeys, fetchWebhook, generateApiKeys, updateWebhook } from './client';
import { apiKeysOperations } from './operations';

const server = startSignedInSandbox();

describe('webhook', () => {
  it('is empty at first; set posts defaultWebhook and view returns it as callbackUrl', async () => {
    const sentLog = recordRequests(server);
    expect(await fetchWebhook()).toBeUndefined();
    await updateWebhook('https://hooks.lagosfreshfoods.ng/payments');
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/static/account/default/webhook/view');
    expect(sent[1]?.path).toBe('/subsidiary/static/account/default/webhook');
    expect(sent[1]?.body).toEqual({
      defaultWebhook: 'https://hooks.lagosfreshfoods.ng/payments',
    });
    expect(await fetchWebhook()).toBe('https://hooks.lagosfreshfoods.ng/payments');
  });

  it('shows the spec fallback when the failure carries no message', async () => {
    server.use(
      handle(apiKeysOperations.updateWebhook, () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(updateWebhook('https://example.com')).rejects.toMatchObject({
      message: 'Something went wrong while updating your url',
    });
  });
});

describe('api keys', () => {
  it('GETs get-keys, and new-key replaces all three keys', async () => {
    const sentLog = recordRequests(server);
    const events: ApiEvent[] = [];
    onTestFinished(subscribeToApiEvents((event) => events.push(event)));
    const before = await fetchApiKeys();
    expect(before.publicKey).toMatch(/^pk_test_/);
    await generateApiKeys();
    const sent = await sentLog.all();
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.path).toBe('/subsidiary/dashboard/auth/new-key');
    const after = await fetchApiKeys();
    expect(after.publicKey).not.toBe(before.publicKey);
    expect(after.secretKey).not.toBe(before.secretKey);
    expect(after.encryptionKey).not.toBe(before.encryptionKey);
    expect(events).toContainEqual({
      type: 'success',
      message: 'New api keys have been generated successfully',
    });
  });

  it('toasts the spec text when new-key answers without a message', async () => {
    server.use(
      handle(apiKeysOperations.generateApiKeys, () => HttpResponse.json({ status: true })),
    );
    expect((await generateApiKeys()).message).toBe('New api keys have been generated successfully');
  });

  it('rejects keys without a secret key as invalid-response', async () => {
    server.use(
      handle(apiKeysOperations.fetchApiKeys, () =>
        HttpResponse.json({ apiKeys: { publicKey: 'pk', encryptionKey: 'e' } }),
      ),
    );
    await expect(fetchApiKeys()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('secretKey'),
    });
  });
});
