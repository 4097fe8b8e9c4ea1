import type { HttpHandler } from 'msw';

export const rolesHandlers: HttpHandler[] = [];
