import type { HttpHandler } from 'msw';

export const customersHandlers: HttpHandler[] = [];
