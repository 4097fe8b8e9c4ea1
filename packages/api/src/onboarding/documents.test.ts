import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import {
  businessInformationFields,
  personalInformationFields,
  recordRequests,
  startSignedInSandbox,
} from '../mocks/testing';
import {
  addStakeholder,
  deleteStakeholder,
  fetchBusinessInformation,
  fetchBusinessRegistration,
  fetchStakeholders,
  REGISTRATION_SAVE_FALLBACK,
  REGISTRATION_VIEW_FALLBACK,
  saveBusinessRegistration,
  submitBusinessInformation,
  updateStakeholder,
} from './business';
import { fetchOnboardingProgress } from './progress/client';
import {
  fetchPersonalInformation,
  submitContactInformation,
  submitPersonalInformation,
} from './identity';

const server = startSignedInSandbox(DEMO_ACCOUNTS.noTwoFactor.email);
const pdf = (name: string, size = 64) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const personal = personalInformationFields;

describe('personal and contact information', () => {
  it('posts multipart with the spec names; the view then shows it and the section is 100', async () => {
    const requests = recordRequests(server);
    await submitPersonalInformation({
      ...personal,
      identification: pdf('nin.pdf'),
      proofofaddress: pdf('bill.pdf'),
    });
    const sent = await requests.last();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/onboarding/personal/information',
      body: personal,
    });
    const body = sent.body as Record<string, unknown>;
    expect(body.identification).toBeInstanceOf(File);
    expect(body.passportphoto).toBeUndefined();
    await expect(fetchPersonalInformation()).resolves.toMatchObject({
      firstName: 'Tunde',
      bvn: '22123456789',
      identification: expect.stringContaining('nin.pdf'),
    });
    expect((await fetchOnboardingProgress()).personalInformation).toBe(100);
  });

  it('answers no data before anything is saved, and refuses a short BVN', async () => {
    await expect(fetchPersonalInformation()).resolves.toBeUndefined();
    await expect(submitPersonalInformation({ ...personal, bvn: '123' })).rejects.toMatchObject({
      message: 'BVN must be 11 digits',
    });
  });

  it('posts the contact person', async () => {
    const payload = { firstName: 'Kelechi', lastName: 'Ibekwe', mobileNumber: '+2348101234567' };
    const requests = recordRequests(server);
    await submitContactInformation(payload);
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/onboarding/contact/information',
      body: payload,
    });
  });
});

describe('business information', () => {
  it('posts multipart with the spec names; the view then shows it and the section is 100', async () => {
    const form = { ...businessInformationFields, instagram: 'naijathreads' };
    const requests = recordRequests(server);
    await submitBusinessInformation(form);
    expect(await requests.last()).toMatchObject({
      path: '/subsidiary/dashboard/onboarding/business/information',
      body: form,
    });
    await expect(fetchBusinessInformation()).resolves.toMatchObject({
      name: 'Naija Threads Enterprise',
      supportEmail: 'hello@naijathreads.ng',
      website: 'https://naijathreads.ng',
    });
    expect((await fetchOnboardingProgress()).businessInformation).toBe(100);
  });
});

describe('business registration and shareholders', () => {
  const registration = {
    businessclassid: '1',
    taxidnumber: '98765432-0001',
    registrationNumber: 'RC7654321',
    expectedMonthlyTransactionVolumn: '5000000',
  };
  const documents = {
    certofincorporation: pdf('cac.pdf'),
    memoofassociation: pdf('memart.pdf'),
    proofofaddress: pdf('bill.pdf'),
    directorsidentification: pdf('nin.pdf'),
  };
  const shareholder = {
    firstName: 'Funmilayo',
    lastName: 'Adebayo',
    gender: 'Female' as const,
    dateOfBirth: '1979-11-05',
    mobileNumber: '+2348021234567',
    bvn: '22111222333',
  };

  it('saves documents (50 without shareholders), then a shareholder completes the section', async () => {
    const requests = recordRequests(server);
    await saveBusinessRegistration({ ...registration, ...documents });
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/onboarding/business/registration/add-or-update',
      body: registration,
    });
    expect((await fetchOnboardingProgress()).businessCompliance).toBe(50);
    const saved = await fetchBusinessRegistration();
    expect(saved?.registrationDocument).toMatchObject({
      registrationNumber: 'RC7654321',
      businessClassId: '1',
    });
    expect(saved?.otherDocuments.map((doc) => doc.documentName)).toEqual([
      'ProofOfAddress',
      'DirectorIdentification',
    ]);
    await addStakeholder(shareholder);
    expect(await requests.last()).toMatchObject({
      path: '/subsidiary/dashboard/onboarding/stakeholder/add',
      body: shareholder,
    });
    expect((await fetchOnboardingProgress()).businessCompliance).toBe(100);
  });

  it('refuses a save without the required documents', async () => {
    await expect(saveBusinessRegistration(registration)).rejects.toMatchObject({ kind: 'http' });
  });

  it("falls back to 'Files sizes may be too large' when the server gives no message", async () => {
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cac.pdf', {
      type: 'application/pdf',
    });
    await expect(
      saveBusinessRegistration({ ...registration, ...documents, certofincorporation: huge }),
    ).rejects.toMatchObject({
      status: 413,
      message: REGISTRATION_SAVE_FALLBACK,
    });
  });

  it("falls back to 'Unable to get business registration documents' on a bare failure", async () => {
    server.use(
      http.get('*/subsidiary/dashboard/onboarding/business/registration/view', () =>
        HttpResponse.json(null, { status: 500 }),
      ),
    );
    await expect(fetchBusinessRegistration()).rejects.toMatchObject({
      message: REGISTRATION_VIEW_FALLBACK,
    });
  });

  it('updates a shareholder with snake_case fields and deletes by id', async () => {
    await addStakeholder(shareholder);
    const [holder] = await fetchStakeholders();
    const id = holder?.id ?? '';
    const requests = recordRequests(server);
    await updateStakeholder({ ...shareholder, lastName: 'Adebayo-Ogun', id });
    expect(await requests.last()).toMatchObject({
      method: 'PATCH',
      path: '/subsidiary/dashboard/onboarding/stakeholder/update',
      body: {
        id,
        first_name: 'Funmilayo',
        last_name: 'Adebayo-Ogun',
        gender: 'Female',
        date_of_birth: '1979-11-05',
        mobile_number: '+2348021234567',
        bvn: '22111222333',
      },
    });
    expect((await fetchStakeholders())[0]?.lastName).toBe('Adebayo-Ogun');
    await deleteStakeholder(id);
    expect(await requests.last()).toMatchObject({
      method: 'DELETE',
      path: `/subsidiary/dashboard/onboarding/stakeholder/delete/${id}`,
    });
    await expect(fetchStakeholders()).resolves.toEqual([]);
  });

  it('reads shareholders sent in snake_case', async () => {
    server.use(
      http.get('*/subsidiary/dashboard/onboarding/stakeholder/view', () =>
        HttpResponse.json({
          data: [
            { id: 4, first_name: 'Musa', last_name: 'Danjuma', mobile_number: '+2348000000000' },
          ],
        }),
      ),
    );
    await expect(fetchStakeholders()).resolves.toMatchObject([
      { id: '4', firstName: 'Musa', lastName: 'Danjuma', mobileNumber: '+2348000000000' },
    ]);
  });
});
