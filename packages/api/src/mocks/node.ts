import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox in Node, for vitest: `server.listen({ onUnhandledRequest: 'error' })`. */
export const server = setupServer(...handlers);
