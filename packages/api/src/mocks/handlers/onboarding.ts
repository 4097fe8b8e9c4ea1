import type { HttpHandler } from 'msw';

export const onboardingHandlers: HttpHandler[] = [];
