import { http, type HttpHandler } from 'msw';
import { auditTrail } from '../data/audit';
import { ok, protectedResolver, route } from '../http';

export const auditHandlers: HttpHandler[] = [
  http.get(
    route('/subsidiary/dashboard/audit/trails'),
    protectedResolver((_args, session) => {
      const items = auditTrail.filter((row) => row.subsidiaryId === session.subsidiaryId);
      return ok({ message: 'Audit trails retrieved', items, totalItems: items.length });
    }),
  ),
];
