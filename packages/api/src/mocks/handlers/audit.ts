import { type HttpHandler } from 'msw';
import { auditTrail } from '../data/audit';
import { handle, ok, protectedResolver } from '../http';
import { auditOperations } from '../../settings/audit/operations';

export const auditHandlers: HttpHandler[] = [
  handle(
    auditOperations.fetchAuditTrail,
    protectedResolver((_args, session) => {
      const items = auditTrail.filter((row) => row.subsidiaryId === session.subsidiaryId);
      return ok({ message: 'Audit trails retrieved', items, totalItems: items.length });
    }),
  ),
];
