import * as z from 'zod/mini';
import { id, list, listResponse, optionalNumeric, optionalText } from '../../core/schema';

const auditEntry = z.object({
  id: z.optional(id),
  name: optionalText,
  role: optionalText,
  emailAddress: optionalText,
  action: optionalText,
  activityType: optionalText,
  /** Missing for some entries; the screen shows 'N / A'. */
  ipAddress: optionalText,
  dateCreated: z.string(),
});

/** items and totalItems, at the top of the body or under data. */
export const auditTrailResponse = listResponse(
  z.object({ items: list(auditEntry), totalItems: optionalNumeric }),
);
