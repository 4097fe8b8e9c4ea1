import type { HttpHandler } from 'msw';

export const metricsHandlers: HttpHandler[] = [];
