import { setupServer } from 'msw/node';
import { faultHandlers } from './faults';
import { handlers } from './handlers';

/**
 * The sandbox in Node, for vitest: `server.listen({ onUnhandledRequest: 'error' })`. Faults
 * set with `setFaults` apply in front of the regular handlers.
 */
export const server = setupServer(...faultHandlers(handlers), ...handlers);
