import type { BusinessRegistration, BusinessRegistrationForm } from '@merchant/api';
import type {
  RegistrationDocumentField,
  RegistrationSubmission,
  SavedRegistration,
} from '@merchant/screens';

/**
 * The saved documents the view lists by name (otherDocuments), by the upload they answer.
 * Names are compared in lower case without separators; both spellings of the director's
 * identification are read.
 */
const OTHER_DOCUMENTS: Record<string, RegistrationDocumentField> = {
  proofofaddress: 'proofofaddress',
  directoridentification: 'directorsidentification',
  directorsidentification: 'directorsidentification',
  particularsofdirectors: 'particularsofdirectors',
  statementofshares: 'statementofshares',
  statementofallotmentofshares: 'statementofshares',
  operatinglicense: 'operatinglicense',
  operatinglicence: 'operatinglicense',
};

const plain = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The registration view as the form's starting point; saved documents count as present. */
export function toSavedRegistration(view: BusinessRegistration | undefined): SavedRegistration {
  const registration = view?.registrationDocument;
  const documents: SavedRegistration['documents'] = {};
  if (registration?.certOfIncorporation) {
    documents.certofincorporation = registration.certOfIncorporation;
  }
  if (registration?.memoOfAssociation) documents.memoofassociation = registration.memoOfAssociation;
  for (const { documentName, value } of view?.otherDocuments ?? []) {
    const field = OTHER_DOCUMENTS[plain(documentName)];
    if (field && value) documents[field] = value;
  }
  return {
    businessClassId: registration?.businessClassId,
    registrationNumber: registration?.registrationNumber,
    expectedMonthlyTransactionVolume: registration?.expectedMonthlyTransactionVolumn,
    taxIdNumber: registration?.taxIdNumber,
    documents,
  };
}

/** The form as the add-or-update call takes it: the API's multipart field names. */
export function toRegistrationForm(submission: RegistrationSubmission): BusinessRegistrationForm {
  return {
    businessclassid: submission.businessClassId,
    taxidnumber: submission.taxIdNumber,
    registrationNumber: submission.registrationNumber,
    expectedMonthlyTransactionVolumn: submission.expectedMonthlyTransactionVolume,
    ...submission.documents,
  };
}
