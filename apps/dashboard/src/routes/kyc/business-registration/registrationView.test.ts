import { describe, expect, it } from 'vitest';
import { toRegistrationForm, toSavedRegistration } from './registrationView';

describe('the registration view as the form starts from it', () => {
  it('maps the saved documents to their uploads; both spellings of the director ID count', () => {
    const saved = toSavedRegistration({
      registrationDocument: {
        certOfIncorporation: 'https://files/cac.pdf',
        memoOfAssociation: undefined,
        taxIdNumber: '123',
        registrationNumber: 'RC1',
        businessClassId: '2',
        expectedMonthlyTransactionVolumn: '5000',
      },
      otherDocuments: [
        { documentName: 'ProofOfAddress', value: 'https://files/bill.pdf' },
        { documentName: 'Director Identification', value: 'https://files/nin.pdf' },
        { documentName: 'StatementOfAllotmentOfShares', value: 'https://files/shares.pdf' },
        { documentName: 'SomethingElse', value: 'https://files/x.pdf' },
      ],
    });
    expect(saved).toEqual({
      businessClassId: '2',
      registrationNumber: 'RC1',
      expectedMonthlyTransactionVolume: '5000',
      taxIdNumber: '123',
      documents: {
        certofincorporation: 'https://files/cac.pdf',
        proofofaddress: 'https://files/bill.pdf',
        directorsidentification: 'https://files/nin.pdf',
        statementofshares: 'https://files/shares.pdf',
      },
    });
  });

  it('starts empty for a business that saved nothing', () => {
    expect(toSavedRegistration(undefined)).toEqual({
      businessClassId: undefined,
      registrationNumber: undefined,
      expectedMonthlyTransactionVolume: undefined,
      taxIdNumber: undefined,
      documents: {},
    });
  });

  it("sends the API's multipart names, files only when chosen", () => {
    const cac = new File(['x'], 'cac.pdf', { type: 'application/pdf' });
    expect(
      toRegistrationForm({
        businessClassId: '1',
        registrationNumber: 'RC7',
        expectedMonthlyTransactionVolume: '900',
        taxIdNumber: 'T-1',
        documents: { certofincorporation: cac },
      }),
    ).toEqual({
      businessclassid: '1',
      taxidnumber: 'T-1',
      registrationNumber: 'RC7',
      expectedMonthlyTransactionVolumn: '900',
      certofincorporation: cac,
    });
  });
});
