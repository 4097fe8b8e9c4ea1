import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../packages/api/src/core/errors';
import { toRemoteData } from './toRemoteData';

const failed = (error: unknown) =>
  toRemoteData({ error, isLoading: false, mutate: () => undefined });

describe("a failure's message on screen", () => {
  it("is an API error's own message: the server's, or the call's fallback", () => {
    const refused = new ApiError('http', 'Insufficient balance to complete this payout', {
      path: '/subsidiary/payout/initiate',
    });
    expect(failed(refused)).toMatchObject({
      status: 'error',
      message: 'Insufficient balance to complete this payout',
    });
  });

  it("is 'Unexpected Error!' for the app's own errors, never their text", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'items')");
    expect(failed(bug)).toMatchObject({ status: 'error', message: 'Unexpected Error!' });
  });
});
