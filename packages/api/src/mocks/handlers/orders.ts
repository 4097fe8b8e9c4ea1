import type { HttpHandler } from 'msw';

export const ordersHandlers: HttpHandler[] = [];
