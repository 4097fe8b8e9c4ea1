import type { HttpHandler } from 'msw';

export const chargebacksHandlers: HttpHandler[] = [];
