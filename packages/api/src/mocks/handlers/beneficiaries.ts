import type { HttpHandler } from 'msw';

export const beneficiariesHandlers: HttpHandler[] = [];
