import * as z from 'zod';
import { kycMessages } from '../messages';

/** Visible labels. */
export const kycDocumentsLabels = {
  proofofaddress: 'Proof of address',
  id: 'Identification',
} as const;

const oneFile = (message: string) =>
  z
    .array(z.custom<File>())
    .min(1, message)
    .transform((files) => files[0] as File);

/** Both documents are required on submit, with the spec's identity-upload messages. */
export const kycDocumentsSchema = z.object({
  proofofaddress: oneFile(kycMessages.proofOfAddressRequired),
  id: oneFile(kycMessages.identificationRequired),
});
