import type { HttpHandler } from 'msw';

export const refundsHandlers: HttpHandler[] = [];
