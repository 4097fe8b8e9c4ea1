import type { HttpHandler } from 'msw';

export const paymentLinksHandlers: HttpHandler[] = [];
