/** Text kept from an earlier visit, by field name (never files). */
export type FormDraftValues<Field extends string> = Partial<Record<Field, string>>;

/**
 * What every onboarding form reports about unsaved work, so the app can keep the typed text
 * for the session and ask before the user leaves.
 */
export interface UnsavedChangesProps<Field extends string> {
  /** Text typed on an earlier visit and not saved; it is applied over the saved values. */
  draft?: FormDraftValues<Field>;
  /** Called with the text fields that differ from the saved values, or null when none do. */
  onDraftChange?: (draft: FormDraftValues<Field> | null) => void;
  /** Called when the form gains or loses unsaved changes (chosen files included). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A document saved earlier: its file name, shown as saved. */
export interface SavedDocument {
  /** The file name, e.g. 'nin-slip.pdf'. */
  name: string;
}

/** Multipart POST .../onboarding/personal/information, with the API's field names. */
export interface PersonalInformationPayload {
  bvn: string;
  firstname: string;
  lastname: string;
  gender: string;
  dateofbirth: string;
  /** With +234 prepended. */
  mobilenumber: string;
  idtype: string;
  idnumber: string;
  /** Sent only when a new file is chosen; the server keeps a saved one. */
  identification?: File;
  passportphoto?: File;
  proofofaddress?: File;
}

/** POST .../onboarding/contact/information (JSON): the contract's payload. */
export type { ContactInformationPayload } from '@merchant/api/contract';

/** Multipart POST .../onboarding/business/information, with the API's field names. */
export interface BusinessInformationPayload {
  description: string;
  emailaddress: string;
  /** With +234 prepended. */
  mobilenumber: string;
  address: string;
  city: string;
  state: string;
  website: string;
  facebook: string;
  instagram: string;
  twitter: string;
  /** Sent only when a new logo is chosen. */
  subsidiarylogo?: File;
}
