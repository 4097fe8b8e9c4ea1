/** Why a call failed; the app's error policy and the screens read `kind`, never parse messages. */
export type ApiErrorKind =
  /** The server said 'Please login again', or answered 401 to a signed-in call: the session is gone. */
  | 'session-expired'
  /** The server answered with an error status. */
  | 'http'
  /** The request got no response at all (offline, DNS, CORS): logged only, per the spec. */
  | 'network'
  /** The response did not match its schema: caught at the boundary, never inside a screen. */
  | 'invalid-response'
  /** HTTP 200 carrying a business failure, e.g. a statusCode other than '00'. */
  | 'business';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The request's method (absent for a business failure read from a body). */
  readonly method: string | undefined;
  readonly path: string;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  /** What went wrong for a developer (an unreadable body's field and issue); never shown. */
  readonly detail: string | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: {
      method?: string;
      path: string;
      status?: number;
      body?: unknown;
      detail?: string;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.method = options.method;
    this.path = options.path;
    this.body = options.body;
    this.detail = options.detail;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Please login again';
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected Error!';

/**
 * The message the spec's error catalogue shows: the body's message, else its title,
 * else the call's documented fallback, else 'Unexpected Error!'.
 */
export function messageFromBody(body: unknown, fallback?: string): string {
  if (body && typeof body === 'object') {
    const { message, title } = body as { message?: unknown; title?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (typeof title === 'string' && title.trim()) return title;
  }
  return fallback ?? UNEXPECTED_ERROR_MESSAGE;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a merchant reads about any failure. An ApiError's message already follows the catalogue
 * (the server's message, else its title, else the call's fallback); any other error is the
 * app's own fault, whose text is for developers, so the merchant reads 'Unexpected Error!'.
 */
export function merchantMessage(error: unknown): string {
  return isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE;
}
