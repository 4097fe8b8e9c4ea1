import { auditKeys, fetchAuditTrail } from '@merchant/api';
import { AuditTrailScreen, auditColumns, defineFilters } from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';

/** The spec gives the audit trail no filter. */
const NO_FILTERS = defineFilters({});

/** /dashboard/settings/audit-trails, newest first. */
export function AuditTrailsRoute() {
  const list = useListPage({
    definition: NO_FILTERS,
    source: {
      keys: auditKeys,
      all: async () =>
        (await fetchAuditTrail()).items.map((entry, index) => ({
          id: entry.id ?? `${entry.dateCreated}-${index}`,
          name: entry.name,
          role: entry.role,
          email: entry.emailAddress,
          action: entry.action,
          activityType: entry.activityType,
          ipAddress: entry.ipAddress,
          dateCreated: entry.dateCreated,
        })),
    },
    columns: auditColumns,
    fileName: 'Audit trails',
  });
  return <AuditTrailScreen {...list.screen} />;
}
