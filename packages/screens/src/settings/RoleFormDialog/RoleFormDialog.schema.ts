import * as z from 'zod/mini';
import { tooLong } from '../../forms/zodMessages';
import { TEXT_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from '@merchant/ui';
import { requiredMessage } from '../../validation/messages';

/** "Role creation needs name, description and permissions" (part 2 section 5). */
export const roleFormMessages = {
  nameRequired: requiredMessage('Role name'),
  descriptionRequired: requiredMessage('Description'),
  permissionsRequired: 'Select at least one permission',
} as const;

export const roleFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, roleFormMessages.nameRequired),
      z.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
    ),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, roleFormMessages.descriptionRequired),
      z.maxLength(TEXTAREA_MAX_LENGTH, tooLong(TEXTAREA_MAX_LENGTH)),
    ),
  permissions: z.array(z.string()).check(z.minLength(1, roleFormMessages.permissionsRequired)),
});
