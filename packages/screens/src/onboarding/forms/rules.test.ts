import { describe, expect, it } from 'vitest';
import {
  businessInformationSchema,
  isWebsite,
  toBusinessInformationPayload,
} from './BusinessInformationScreen/BusinessInformationScreen.schema';
import {
  personalInformationSchema,
  personalValuesFrom,
  savedPersonalDocuments,
  toPersonalInformationPayload,
} from './PersonalInformationScreen/PersonalInformationScreen.schema';
import { isIsoDay, savedFileName } from './rules';

const pdf = (name: string) => new File(['x'], name, { type: 'application/pdf' });

const personal = {
  bvn: '22198765432',
  firstName: 'Adaeze',
  lastName: 'Okafor',
  gender: 'Female',
  dateOfBirth: '1986-03-14',
  mobileNumber: '8031234567',
  idType: '1',
  idNumber: '12345678901',
  identification: [] as File[],
  passportPhoto: [] as File[],
  proofOfAddress: [] as File[],
};

function messageFor(
  schema: ReturnType<typeof personalInformationSchema>,
  values: object,
  field: string,
) {
  const result = schema.safeParse({ ...personal, ...values });
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('personal information rules', () => {
  const nothingSaved = personalInformationSchema({});
  it.each([
    ['bvn', '', 'BVN is required!'],
    ['bvn', '2219876543', 'bvn should contain 11 number'],
    ['bvn', '221987654321', 'bvn should contain 11 number'],
    ['firstName', 'Ada Eze', 'First name must only contain alphabet'],
    ['lastName', 'Okafor2', 'Last name must only contain alphabet'],
    ['gender', '', 'Gender is required!'],
    ['dateOfBirth', '', 'Date of birth is required!'],
    ['dateOfBirth', '14-03-1986', 'date must be in this YYYY-MM-DD format'],
    ['dateOfBirth', '1986-13-01', 'date must be in this YYYY-MM-DD format'],
    ['mobileNumber', '803123456x', 'mobile number should contain number'],
    ['mobileNumber', '803123456', 'Mobile number must contain 10 character'],
    ['idType', '', 'ID type is required!'],
    ['idNumber', ' ', 'ID number is required!'],
  ])('%s = %j reports %j', (field, value, message) => {
    expect(messageFor(nothingSaved, { [field]: value }, field)).toBe(message);
  });

  it('requires identification and proof of address unless saved before', () => {
    expect(messageFor(nothingSaved, {}, 'identification')).toBe(
      'Identification file is required is required',
    );
    expect(messageFor(nothingSaved, {}, 'proofOfAddress')).toBe('Proof of address is required');
    const saved = personalInformationSchema({ identification: true, proofOfAddress: true });
    expect(saved.safeParse(personal).success).toBe(true);
  });

  it('builds the multipart payload: API names, +234 once, new files only', () => {
    const proof = pdf('bill.pdf');
    const parsed = nothingSaved.parse({
      ...personal,
      identification: [pdf('nin.pdf')],
      proofOfAddress: [proof],
    });
    const payload = toPersonalInformationPayload(parsed);
    expect(payload).toMatchObject({ mobilenumber: '+2348031234567', proofofaddress: proof });
    expect(Object.keys(payload)).toEqual([
      'bvn',
      'firstname',
      'lastname',
      'gender',
      'dateofbirth',
      'mobilenumber',
      'idtype',
      'idnumber',
      'identification',
      'proofofaddress',
    ]);
  });

  it('reads the saved view: national phone, day only, saved documents by name', () => {
    const view = {
      mobileNumber: '+2348031234567',
      dateOfBirth: '1986-03-14T00:00:00',
      gender: 'female',
      identification: 'https://files.example/10232/identification/nin%20slip.pdf',
    };
    expect(personalValuesFrom(view)).toMatchObject({
      mobileNumber: '8031234567',
      dateOfBirth: '1986-03-14',
      gender: '',
    });
    expect(savedPersonalDocuments(view)).toEqual({ identification: { name: 'nin slip.pdf' } });
  });
});

describe('business information rules', () => {
  const business = {
    description: 'Catering',
    supportEmail: 'hello@adaeze.ng',
    mobileNumber: '8031234567',
    address: '4 Ajose Adeogun Street',
    city: 'Victoria Island',
    state: 'Lagos',
    website: 'adaeze.ng',
    facebook: '',
    instagram: '',
    twitter: '',
    logo: [] as File[],
  };

  it('accepts web addresses with or without a scheme, and sends them with one', () => {
    expect(isWebsite('adaeze.ng')).toBe(true);
    expect(isWebsite('http://www.adaeze.ng/menu')).toBe(true);
    expect(isWebsite('adaeze')).toBe(false);
    expect(isWebsite('ftp://adaeze.ng')).toBe(false);
    expect(isWebsite('adaeze .ng')).toBe(false);
    const payload = toBusinessInformationPayload(businessInformationSchema.parse(business));
    expect(payload.website).toBe('https://adaeze.ng');
    expect(payload.mobilenumber).toBe('+2348031234567');
    expect(payload).not.toHaveProperty('subsidiarylogo');
  });

  it('reports the spec texts', () => {
    const result = businessInformationSchema.safeParse({
      ...business,
      supportEmail: 'hello@',
      website: 'not a site',
    });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Business email is not a valid email!', 'Please enter a valid url']);
  });
});

describe('helpers', () => {
  it('knows a real calendar day', () => {
    expect(isIsoDay('2000-02-29')).toBe(true);
    expect(isIsoDay('1999-02-29')).toBe(false);
    expect(isIsoDay('1999-2-9')).toBe(false);
  });

  it('names a saved document by the last part of its address', () => {
    expect(savedFileName('https://x.ng/a/b/logo.png?v=2')).toBe('logo.png');
    expect(savedFileName('')).toBeUndefined();
  });
});
