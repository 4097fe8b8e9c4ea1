import { defineTable } from '../db';
import { buildAuditEntry, type AuditRecord } from '../factories/audit';
import { createRandom } from '../random';
import type { SandboxSession } from '../sessions';
import { findAccount } from './auth';
import { byDate, seedPerBusiness } from './subsidiaries';
import { usersOf } from './users';

const COUNTS = { empty: 0, default: 40, large: 3_000 } as const;

/** Audit trail per business, oldest first; the actors are the business's team. */
export const auditTrail = defineTable<AuditRecord>('audit-trail', (context) =>
  seedPerBusiness((subsidiaryId) => {
    const team = usersOf(subsidiaryId);
    return Array.from({ length: COUNTS[context.size] }, () => {
      const actor = team.length ? context.random.pick(team) : undefined;
      const who = actor
        ? {
            name: `${actor.firstName} ${actor.lastName}`,
            role: actor.role,
            emailAddress: actor.emailAddress,
          }
        : {};
      return buildAuditEntry({ subsidiaryId, ...who }, context);
    });
  }).sort(byDate((row) => row.dateCreated)),
);

/** Appends what the session's user just did (the sandbox's writes call it). */
export function recordAudit(session: SandboxSession, activityType: string, action: string) {
  const account = findAccount(session.email);
  const member = usersOf(session.subsidiaryId).find((row) => row.emailAddress === session.email);
  auditTrail.insert({
    id: createRandom(Date.now() + auditTrail.all().length).digits(8),
    subsidiaryId: session.subsidiaryId,
    name: account ? `${account.firstName} ${account.lastName}` : session.email,
    role: member?.role ?? 'Administrator',
    emailAddress: session.email,
    action,
    activityType,
    ipAddress: '127.0.0.1',
    dateCreated: new Date().toISOString(),
  });
}
