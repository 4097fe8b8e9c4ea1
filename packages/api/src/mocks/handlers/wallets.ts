import type { HttpHandler } from 'msw';

export const walletsHandlers: HttpHandler[] = [];
