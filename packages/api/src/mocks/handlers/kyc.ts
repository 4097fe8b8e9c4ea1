import type { HttpHandler } from 'msw';

export const kycHandlers: HttpHandler[] = [];
