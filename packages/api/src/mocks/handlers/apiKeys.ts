import type { HttpHandler } from 'msw';

export const apiKeysHandlers: HttpHandler[] = [];
