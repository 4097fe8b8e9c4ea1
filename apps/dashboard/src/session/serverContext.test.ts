import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fetchProfile, getAccessToken } from '@merchant/api';
import { startSignedInSandbox, TEST_API_ROOT } from '@merchant/api/mocks/testing';
import { CONTEXT_NOT_CONFIRMED, serverContextMismatch, showContext } from './serverContext';

// The two-step login: Lagos Fresh Foods Ltd (10231) and Adaeze Catering Services (10232), in Test.
const server = startSignedInSandbox();

/** A switch made elsewhere (another tab or device): straight to the sandbox, past this tab. */
async function switchElsewhere(path: string, body: object) {
  const response = await fetch(`${TEST_API_ROOT}${path}`, {
    method: path.endsWith('toggle') ? 'PATCH' : 'POST',
    headers: {
      Authorization: `Bearer ${getAccessToken() ?? ''}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

describe('serverContextMismatch', () => {
  it('says nothing while the server acts on the business and environment the tab shows', async () => {
    showContext(await fetchProfile());
    expect(await serverContextMismatch()).toBeUndefined();
  });

  it('names both businesses when the server has moved to another one', async () => {
    showContext(await fetchProfile());
    await switchElsewhere('/subsidiary/dashboard/session/set-subsidiary', {
      subsidiaryId: '10232',
      setAsDefault: true,
    });
    const expected =
      'This tab shows Lagos Fresh Foods Ltd in Test, but your account is now on Adaeze Catering Services in Test (changed in another tab or device). Reload the page before you send money.';
    expect(await serverContextMismatch()).toBe(expected);
    // The check's own read of /me does not make the tab's business the server's.
    expect(await serverContextMismatch()).toBe(expected);
  });

  it('names both environments when the server has moved to Live', async () => {
    showContext(await fetchProfile());
    await switchElsewhere('/subsidiary/dashboard/environment/toggle', {
      environmentId: 2,
      SetDefault: true,
    });
    expect(await serverContextMismatch()).toBe(
      'This tab shows Lagos Fresh Foods Ltd in Test, but your account is now on Lagos Fresh Foods Ltd in Live (changed in another tab or device). Reload the page before you send money.',
    );
  });

  it('says nothing was sent when /me cannot be read', async () => {
    showContext(await fetchProfile());
    server.use(http.get(`${TEST_API_ROOT}/subsidiary/dashboard/me`, () => HttpResponse.error()));
    expect(await serverContextMismatch()).toBe(CONTEXT_NOT_CONFIRMED);
  });
});
