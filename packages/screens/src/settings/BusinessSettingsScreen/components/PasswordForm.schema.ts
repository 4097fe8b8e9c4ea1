import * as z from 'zod/mini';
import { requiredMessage } from '../../../validation/messages';
import { PASSWORD_STRENGTH_MESSAGE, STRONG_PASSWORD } from '../../../validation/password';

/** The new password follows the sign-up rule, with its message (part 1 section 5). */
export const passwordChangeMessages = {
  oldRequired: requiredMessage('Old password'),
  newRequired: requiredMessage('New password'),
  newStrength: PASSWORD_STRENGTH_MESSAGE,
  sameAsOld: 'New password must be different from the old password',
} as const;

export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, passwordChangeMessages.oldRequired)),
    newPassword: z
      .string()
      .check(
        z.minLength(1, passwordChangeMessages.newRequired),
        z.regex(STRONG_PASSWORD, passwordChangeMessages.newStrength),
      ),
  })
  .check(
    z.refine((values) => values.newPassword !== values.oldPassword, {
      path: ['newPassword'],
      message: passwordChangeMessages.sameAsOld,
    }),
  );
