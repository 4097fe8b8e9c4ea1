import type { HttpHandler } from 'msw';

export const referenceHandlers: HttpHandler[] = [];
