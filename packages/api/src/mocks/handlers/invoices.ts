import type { HttpHandler } from 'msw';

export const invoicesHandlers: HttpHandler[] = [];
