/**
 * The registration documents, as part 1 section 5 lists them: four required, three optional.
 * `field` is the multipart name the app sends the file under.
 */
export const REGISTRATION_DOCUMENTS = [
  { field: 'certofincorporation', label: 'Certificate of incorporation', required: true },
  {
    field: 'memoofassociation',
    label: 'Memorandum and articles of association',
    required: true,
  },
  { field: 'proofofaddress', label: 'Proof of address', required: true },
  { field: 'directorsidentification', label: 'Director 1 identification', required: true },
  { field: 'particularsofdirectors', label: 'Particulars of directors', required: false },
  { field: 'statementofshares', label: 'Statement of allotment of shares', required: false },
  { field: 'operatinglicense', label: 'Operating license', required: false },
] as const;

export type RegistrationDocumentField = (typeof REGISTRATION_DOCUMENTS)[number]['field'];

/** Documents by field: a chosen file, or the address of one saved earlier. */
export type RegistrationDocuments<T> = Partial<Record<RegistrationDocumentField, T>>;

/** The file name of a saved document's address ('…/cac%20cert.pdf' -> 'cac cert.pdf'). */
export function savedDocumentName(address: string): string {
  const last = address.split(/[/\\]/).filter(Boolean).at(-1) ?? address;
  try {
    return decodeURIComponent(last.split('?')[0] ?? last);
  } catch {
    return last;
  }
}

/** Whether every required document is chosen now or was saved before. */
export function hasRequiredDocuments(
  chosen: RegistrationDocuments<unknown>,
  saved: RegistrationDocuments<string>,
): boolean {
  return REGISTRATION_DOCUMENTS.filter((doc) => doc.required).every(
    ({ field }) => Boolean(chosen[field]) || Boolean(saved[field]),
  );
}
