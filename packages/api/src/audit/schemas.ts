import * as z from 'zod';
import { id, list, optionalNumeric, optionalText } from '../core';

export const auditEntry = z.object({
  id: id.optional(),
  name: optionalText,
  role: optionalText,
  emailAddress: optionalText,
  action: optionalText,
  activityType: optionalText,
  /** Missing for some entries; the screen shows 'N / A'. */
  ipAddress: optionalText,
  dateCreated: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The list (items) and totalItems at the top of the body. */
export const auditTrailResponse = z.object({
  items: list(auditEntry),
  totalItems: optionalNumeric,
});
