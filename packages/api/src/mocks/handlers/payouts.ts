import type { HttpHandler } from 'msw';

export const payoutsHandlers: HttpHandler[] = [];
