import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/data/auth';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { createRole } from '../roles/client';
import { fetchAuditTrail } from './client';
import { auditOperations } from './operations';

const server = startSignedInSandbox();

describe('audit trail', () => {
  it('GETs audit/trails, reads items and totalItems, newest first, some without an IP address', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchAuditTrail();
    const sent = await sentLog.all();
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/audit/trails');
    expect(total).toBe(items.length);
    expect(items.some((item) => item.ipAddress === undefined)).toBe(true);
    const dates = items.map((item) => item.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('records what the signed-in user does', async () => {
    await createRole({ name: 'Auditor', description: 'Reads', permissions: [18] });
    expect((await fetchAuditTrail()).items[0]).toMatchObject({
      name: 'Adaeze Okafor',
      emailAddress: DEMO_ACCOUNTS.twoFactor.email,
      action: 'Created the role Auditor',
    });
  });

  it('rejects entries without a date as invalid-response', async () => {
    server.use(
      handle(auditOperations.fetchAuditTrail, () => HttpResponse.json({ items: [{ name: 'x' }] })),
    );
    await expect(fetchAuditTrail()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
