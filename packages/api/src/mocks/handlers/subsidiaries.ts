import type { HttpHandler } from 'msw';

export const subsidiariesHandlers: HttpHandler[] = [];
