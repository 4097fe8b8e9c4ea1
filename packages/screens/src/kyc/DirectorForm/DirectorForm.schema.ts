import * as z from 'zod/mini';
import { kycMessages } from '../messages';
import { requiredMessage } from '../../validation/messages';

/** Visible labels; the generic messages are built from them. */
const directorLabels = {
  directorname: "Director's name",
  idnumber: 'ID number',
  id: 'Identification document',
} as const;

export const directorMessages = {
  nameRequired: requiredMessage(directorLabels.directorname),
  idNumberRequired: requiredMessage(directorLabels.idnumber),
  identificationRequired: kycMessages.identificationRequired,
} as const;

/** The director's name and ID number, and the ID document (checked for type and size as chosen). */
const directorSchema = z.object({
  directorname: z.string().check(z.trim(), z.minLength(1, directorMessages.nameRequired)),
  idnumber: z.string().check(z.trim(), z.minLength(1, directorMessages.idNumberRequired)),
  id: z.pipe(
    z.array(z.custom<File>()).check(z.minLength(1, directorMessages.identificationRequired)),
    z.transform((files) => files[0] as File),
  ),
});

/** The Director's Information form. */
export const directorForm = { schema: directorSchema, labels: directorLabels };
