import type { HttpHandler } from 'msw';

export const rollingReserveHandlers: HttpHandler[] = [];
