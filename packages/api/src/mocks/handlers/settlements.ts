import type { HttpHandler } from 'msw';

export const settlementsHandlers: HttpHandler[] = [];
