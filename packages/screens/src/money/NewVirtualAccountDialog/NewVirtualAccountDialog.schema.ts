import * as z from 'zod/mini';
import { BVN_PATTERN } from '../../validation/bvn';

export const newVirtualAccountMessages = { bvnDigits: 'BVN must be 11 digits' } as const;

export const newVirtualAccountSchema = z.object({
  bvn: z.string().check(z.regex(BVN_PATTERN, newVirtualAccountMessages.bvnDigits)),
});

export type NewVirtualAccountValues = z.infer<typeof newVirtualAccountSchema>;

/** "BVN must be exactly 11 characters or the create button is disabled." */
export function canCreateVirtualAccount({ bvn }: NewVirtualAccountValues): boolean {
  return BVN_PATTERN.test(bvn);
}
