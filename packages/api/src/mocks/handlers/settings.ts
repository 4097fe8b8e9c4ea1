import type { HttpHandler } from 'msw';

export const settingsHandlers: HttpHandler[] = [];
