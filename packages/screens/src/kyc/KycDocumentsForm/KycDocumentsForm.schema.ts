import * as z from 'zod/mini';
import { kycMessages } from '../messages';

/** Visible labels. */
const kycDocumentsLabels = {
  proofofaddress: 'Proof of address',
  id: 'Identification',
} as const;

const oneFile = (message: string) =>
  z.pipe(
    z.array(z.custom<File>()).check(z.minLength(1, message)),
    z.transform((files) => files[0] as File),
  );

/** Both documents are required on submit, with the spec's identity-upload messages. */
const kycDocumentsSchema = z.object({
  proofofaddress: oneFile(kycMessages.proofOfAddressRequired),
  id: oneFile(kycMessages.identificationRequired),
});

/** The KYC Details form: both documents say what is missing on Save, not as a picker is left. */
export const kycDocumentsForm = {
  schema: kycDocumentsSchema,
  labels: kycDocumentsLabels,
  mode: 'onSubmit',
} as const;
