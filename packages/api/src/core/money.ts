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
 * How a failed money call ended (ADR 010):
 * - 'refused': the server answered and said no (a message, a statusCode other than '00', a
 *   4xx): nothing moved, so sending again is safe;
 * - 'unknown': no answer the dashboard can read (no response, a timeout, a 5xx without a
 *   message, a body it cannot parse): the server may well have carried it out.
 */
export type FailureOutcome = 'refused' | 'unknown';

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
    case 'http':
      return (error.status ?? 500) < 500 || hasMessage(error.body) ? 'refused' : 'unknown';
    case 'network':
    case 'invalid-response':
      return 'unknown';
  }
}
