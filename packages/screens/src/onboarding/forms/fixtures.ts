import { fixtureFile } from '../../forms/fixtureFile';
import type { IdentificationTypeOption } from './PersonalInformationScreen/PersonalInformationScreen';
import type { PersonalInformationView } from './PersonalInformationScreen/PersonalInformationScreen.schema';
import type { BusinessInformationView } from './BusinessInformationScreen/BusinessInformationScreen.schema';

const MB = 1024 * 1024;

/** The sandbox's ID types. */
export const identificationTypesFixture: IdentificationTypeOption[] = [
  { id: '1', name: 'National Identity Number (NIN)' },
  { id: '2', name: "Driver's Licence" },
  { id: '3', name: 'International Passport' },
  { id: '4', name: "Permanent Voter's Card" },
];

/** Personal information as the view call returns it for a business that saved it. */
export function personalViewFixture(
  overrides: Partial<PersonalInformationView> = {},
): PersonalInformationView {
  return {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    mobileNumber: '+2348031234567',
    dateOfBirth: '1986-03-14',
    gender: 'Female',
    bvn: '22198765432',
    idType: '1',
    idNumber: '12345678901',
    identification: 'https://files.paymerchant.ng/10232/identification/nin-slip.pdf',
    passportPhoto: 'https://files.paymerchant.ng/10232/passportphoto/passport.jpg',
    proofOfAddress: 'https://files.paymerchant.ng/10232/proofofaddress/utility-bill.pdf',
    ...overrides,
  };
}

/** Business information as the view call returns it for a business that saved it. */
export function businessViewFixture(
  overrides: Partial<BusinessInformationView> = {},
): BusinessInformationView {
  return {
    name: 'Adaeze Catering Services',
    description: 'Event catering in Lekki and Victoria Island',
    supportEmail: 'hello@adaezecatering.ng',
    address: '4 Ajose Adeogun Street',
    city: 'Victoria Island',
    state: 'Lagos',
    mobileNumber: '+2348031234567',
    website: 'https://adaezecatering.ng',
    facebook: '',
    instagram: 'adaezecatering',
    twitter: '',
    logo: 'https://files.paymerchant.ng/10232/subsidiarylogo/logo.png',
    ...overrides,
  };
}

/** A small PDF of `size` bytes. */
export const pdfFile = (name: string, size = 2048) => fixtureFile('pdf', name, size);

/** A PNG of `size` bytes. */
export const pngFile = (name: string, size = 2048) => fixtureFile('png', name, size);

/** A file of a type no onboarding upload takes. */
export const wordFile = (name = 'id-card.docx') =>
  new File([new Uint8Array(1024)], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

/** One byte over the limit of `megabytes`. */
export const oversizedFile = (name: string, megabytes: number, kind: 'pdf' | 'png' = 'pdf') =>
  fixtureFile(kind, name, megabytes * MB + 1);
