import type { HttpHandler } from 'msw';

export const virtualAccountsHandlers: HttpHandler[] = [];
