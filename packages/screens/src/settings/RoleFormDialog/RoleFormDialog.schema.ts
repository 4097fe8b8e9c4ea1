import * as z from 'zod';
import { TEXT_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from '@merchant/ui';
import { requiredMessage } from '../../access/messages';

/** "Role creation needs name, description and permissions" (part 2 section 5). */
export const roleFormMessages = {
  nameRequired: requiredMessage('Role name'),
  descriptionRequired: requiredMessage('Description'),
  permissionsRequired: 'Select at least one permission',
} as const;

export const roleFormSchema = z.object({
  name: z.string().trim().min(1, roleFormMessages.nameRequired).max(TEXT_MAX_LENGTH),
  description: z
    .string()
    .trim()
    .min(1, roleFormMessages.descriptionRequired)
    .max(TEXTAREA_MAX_LENGTH),
  permissions: z.array(z.string()).min(1, roleFormMessages.permissionsRequired),
});
