import { auditTrailResponse } from './schemas';
import { defineOperations } from '../../core/operation';

export const auditOperations = defineOperations('audit', {
  fetchAuditTrail: {
    method: 'GET',
    path: '/subsidiary/dashboard/audit/trails',
    response: auditTrailResponse,
  },
});
