import * as z from 'zod/mini';
import type { Control } from 'react-hook-form';
import {
  REGISTRATION_DOCUMENTS,
  type RegistrationDocumentField,
} from '../../registrationDocuments';
import type { RegistrationSubmission, SavedRegistration } from '../../types';
import {
  registrationSchema,
  type RegistrationTextValues,
} from '../BusinessRegistrationScreen.schema';

export type DocumentValues = Record<RegistrationDocumentField, File[]>;
export type RegistrationFormValues = RegistrationTextValues & { documents: DocumentValues };

/** Documents are checked as they are chosen; the schema only carries them through. */
export const formSchema = z.extend(registrationSchema, { documents: z.custom<DocumentValues>() });

export const emptyDocuments = Object.fromEntries(
  REGISTRATION_DOCUMENTS.map(({ field }) => [field, []]),
) as unknown as DocumentValues;

export function savedText(saved: SavedRegistration | undefined): RegistrationTextValues {
  return {
    businessClassId: saved?.businessClassId ?? '',
    registrationNumber: saved?.registrationNumber ?? '',
    expectedMonthlyTransactionVolume: saved?.expectedMonthlyTransactionVolume ?? '',
    taxIdNumber: saved?.taxIdNumber ?? '',
  };
}

export function chosenDocuments(documents: DocumentValues): RegistrationSubmission['documents'] {
  const chosen: RegistrationSubmission['documents'] = {};
  for (const { field } of REGISTRATION_DOCUMENTS) {
    const file = documents[field][0];
    if (file) chosen[field] = file;
  }
  return chosen;
}

/** Why Save is disabled, said next to it. */
export function blockedReason(
  documentsReady: boolean,
  shareholderCount: number,
): string | undefined {
  if (!documentsReady && shareholderCount === 0) {
    return 'Upload the required documents and add at least one shareholder to save.';
  }
  if (!documentsReady) return 'Upload the required documents to save.';
  if (shareholderCount === 0) return 'Add at least one shareholder to save.';
  return undefined;
}

/** The registration form's control, as its sections take it. */
export type RegistrationControl = Control<RegistrationFormValues>;
