import type { HttpHandler } from 'msw';

export const auditHandlers: HttpHandler[] = [];
