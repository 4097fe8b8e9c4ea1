import * as z from 'zod/mini';
import { notAnOption, tooLong } from '../../forms/zodMessages';
import { TEXTAREA_MAX_LENGTH, validateFiles, type FileRules } from '@merchant/ui';
import type { ChargebackTreatmentValues } from '../types';

/** The two answers, Accepted first: it is the default (part 2 section 5). */
export const TREATMENT_DECISIONS = ['Accepted', 'Decline'] as const;

/**
 * The spec gives no proof rules; documents and photos up to 5 MB, with the spec's wording for
 * the size (part 1 section 5, 'Document should be 5mb or less').
 */
export const PROOF_RULES = {
  accept: ['pdf', 'png', 'jpg', 'jpeg'],
  maxSize: 5 * 1024 * 1024,
} as const satisfies FileRules;

export const treatChargebackMessages = {
  commentRequired: 'Please explain your decision',
  proofType: 'Proof should be a pdf, png, jpg or jpeg file',
  proofSize: 'Document should be 5mb or less',
} as const;

const proofsAreValid = (files: readonly File[]) =>
  validateFiles(files, { ...PROOF_RULES, accept: [...PROOF_RULES.accept] }).rejected.length === 0;

/** The form: a decision, a non-empty explanation and optional, checked proof files. */
export const treatChargebackSchema = z.pipe(
  z.object({
    decision: z.enum(TREATMENT_DECISIONS, notAnOption),
    comment: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, treatChargebackMessages.commentRequired),
        z.maxLength(TEXTAREA_MAX_LENGTH, tooLong(TEXTAREA_MAX_LENGTH)),
      ),
    proofs: z
      .array(z.instanceof(File))
      .check(z.refine(proofsAreValid, treatChargebackMessages.proofType)),
  }),
  z.transform(({ decision, comment, proofs }): ChargebackTreatmentValues => ({
    accepted: decision === 'Accepted',
    comment,
    proofs,
  })),
);

/** Spec: "'Submit Request' enabled only when the explanation comment is non-empty". */
export function canSubmitTreatment(comment: string): boolean {
  return comment.trim() !== '';
}
