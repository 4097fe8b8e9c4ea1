import type { HttpHandler } from 'msw';

export const fundingHandlers: HttpHandler[] = [];
