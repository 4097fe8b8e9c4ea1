import * as z from 'zod/mini';
import { TEXT_MAX_LENGTH } from '@merchant/ui';
import { requiredMessage } from '../../validation/messages';
import { tooLong } from '../../forms/zodMessages';

export const viewNameMessages = {
  required: requiredMessage('View name'),
  taken: 'A view with this name already exists',
} as const;

/** A view's name: required, and unlike the list's other views (`taken`), whatever the case. */
export const viewNameSchema = (taken: readonly string[]) => {
  const names = new Set(taken.map((name) => name.toLowerCase()));
  return z.object({
    name: z.string().check(
      z.trim(),
      z.minLength(1, viewNameMessages.required),
      z.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
      z.refine((name) => !names.has(name.toLowerCase()), viewNameMessages.taken),
    ),
  });
};
