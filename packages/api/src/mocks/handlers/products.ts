import type { HttpHandler } from 'msw';

export const productsHandlers: HttpHandler[] = [];
