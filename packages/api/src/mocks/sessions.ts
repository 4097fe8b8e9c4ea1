import { defineTable } from './db';

/**
 * Signed-in sandbox sessions: which token belongs to which login, which business is active
 * and which environment (Test or Live) it sees. The auth handlers create them; every
 * protected handler reads them through `requireSession`.
 */
export interface SandboxSession {
  token: string;
  email: string;
  /** The business the session acts on. */
  subsidiaryId: string;
}

export const sessions = defineTable<SandboxSession>('sessions', () => []);

let counter = 0;

export function createSession(email: string, subsidiaryId: string): SandboxSession {
  counter += 1;
  const token = `sandbox.${btoa(email).replace(/=+$/, '')}.${Date.now().toString(36)}${counter}`;
  return sessions.insert({ token, email, subsidiaryId });
}
