import { auditTrailResponse } from '../../audit/schemas';
import { defineOperations } from '../operation';

export const auditOperations = defineOperations('audit', [
  {
    id: 'fetchAuditTrail',
    method: 'GET',
    path: '/subsidiary/dashboard/audit/trails',
    summary: 'The audit trail.',
    response: auditTrailResponse,
  },
]);
