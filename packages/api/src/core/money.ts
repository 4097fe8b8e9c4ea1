import { isApiError } from './errors';

/** What a money call's caller passes besides the payload. */
export interface MoneyCallOptions {
  /**
   * One key per instruction the merchant confirmed; sent as `Idempotency-Key` only when the
   * API accepts it (see `acceptsIdempotencyKey`), so the provider can answer a repeat of the
   * same instruction with the first result instead of moving the money again (ADR 010).
   */
  idempotencyKey?: string;
}

/**
 * How long a money call waits for its answer before the dashboard stops waiting and says the
 * outcome is unknown: a stalled call must not hold the dialog forever, and a gateway gives up
 * well within this.
 */
export const MONEY_CALL_TIMEOUT_MS = 45_000;

/**
 * How a failed money call ended (ADR 015):
 * - 'refused': the server read the instruction and said no (a 4xx with a message, a 200 whose
 *   code refuses, 'Please login again'): nothing moved, so sending again is safe;
 * - 'unknown': everything else. A 5xx, whatever its body, may come from a gateway that gave up
 *   while the server went on ('Endpoint request timed out'); 408, 425 and 429 ask for a retry
 *   of a request the server may have started; no response, a timeout or an unreadable body say
 *   nothing at all. The money may have moved.
 */
export type FailureOutcome = 'refused' | 'unknown';

/** 4xx statuses that say "try again later", not "no": the instruction may have been taken. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

function hasMessage(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { message, title } = body as { message?: unknown; title?: unknown };
  return (
    (typeof message === 'string' && message.trim() !== '') ||
    (typeof title === 'string' && title.trim() !== '')
  );
}

export function failureOutcome(error: unknown): FailureOutcome {
  if (!isApiError(error)) return 'unknown';
  switch (error.kind) {
    case 'business':
    case 'session-expired':
      return 'refused';
    case 'http': {
      const status = error.status ?? 500;
      const refusal = status >= 400 && status < 500 && !RETRY_STATUSES.has(status);
      return refusal && hasMessage(error.body) ? 'refused' : 'unknown';
    }
    case 'network':
    case 'invalid-response':
      return 'unknown';
  }
}
