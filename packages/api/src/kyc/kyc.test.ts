import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { kycOf } from '../mocks/data/kyc';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../mocks/testing';
import { fetchProfile } from '../shell/profile/client';
import {
  fetchKycProfile,
  fetchSettlementBanks,
  saveSettlementBankDetails,
  submitDirectorKyc,
  submitKycDocuments,
  updateBusinessProfile,
} from './client';

const server = startSandboxServer();
const pdf = (name: string) => new File([new Uint8Array(32)], name, { type: 'application/pdf' });

describe('bank details tab', () => {
  it('reads the settlement bank of the business', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    await expect(fetchSettlementBanks()).resolves.toEqual([
      {
        accountNumber: '0123456789',
        accountName: 'LAGOS FRESH FOODS LIMITED',
        bankId: '2',
        bankName: 'Guaranty Trust Bank',
      },
    ]);
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/dashboard/settlement/bank/get',
    });
  });

  it('saves with bankId and bank_id; the list then shows it', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await saveSettlementBankDetails({
      accountNumber: '3344556677',
      accountName: 'BELLO TUNDE',
      bankId: '6',
    });
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/bank/details',
      body: { accountNumber: '3344556677', accountName: 'BELLO TUNDE', bankId: '6', bank_id: '6' },
    });
    await expect(fetchSettlementBanks()).resolves.toMatchObject([
      { accountNumber: '3344556677', bankName: 'Wema Bank' },
    ]);
  });

  it('reads bank_id and rejects a bank without an account number', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/settlement/bank/get', () =>
        HttpResponse.json({ data: [{ accountNumber: '1', accountName: 'A', bank_id: 3 }] }),
      ),
    );
    await expect(fetchSettlementBanks()).resolves.toMatchObject([{ bankId: '3' }]);
    server.use(
      http.get('*/subsidiary/dashboard/settlement/bank/get', () =>
        HttpResponse.json({ data: [{ accountName: 'A', bankId: 3 }] }),
      ),
    );
    await expect(fetchSettlementBanks()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('profile tab', () => {
  it('reads the profile in snake_case and updates it; /me shows the new name and type', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await expect(fetchKycProfile()).resolves.toMatchObject({
      business_name: 'Naija Threads Enterprise',
      business_type: 'Company',
      country: 'NG',
    });
    expect((await requests.last()).path).toBe('/subsidiary/dashboard/kyc/profile/view');
    const update = {
      business_name: 'Naija Threads',
      email: 'tunde@naijathreads.ng',
      description: 'Made-to-measure Ankara',
      bvn: '22333444555',
      industry: 'Fashion & Apparel',
      business_type: 'Individual' as const,
      legal_business_name: 'Tunde Bello',
      country: 'NG',
    };
    await updateBusinessProfile(update);
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/business/update',
      body: update,
    });
    await expect(fetchKycProfile()).resolves.toEqual(update);
    expect((await fetchProfile()).activeSubsidiary).toMatchObject({
      name: 'Naija Threads',
      businessType: 'Individual',
    });
  });
});

describe('director and KYC documents tabs', () => {
  it('posts the director as multipart and stores it', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await submitDirectorKyc({
      directorname: 'Tunde Bello',
      idnumber: 'A12345678',
      id: pdf('passport.pdf'),
    });
    const sent = await requests.last();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/kyc/director/submit',
      body: { directorname: 'Tunde Bello', idnumber: 'A12345678' },
    });
    expect((sent.body as { id: unknown }).id).toBeInstanceOf(File);
    expect(kycOf('10233').director).toMatchObject({
      directorname: 'Tunde Bello',
      id: expect.stringContaining('passport.pdf'),
    });
  });

  it('posts proof of address and ID as multipart', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await submitKycDocuments({ proofofaddress: pdf('bill.pdf'), id: pdf('nin.pdf') });
    const sent = await requests.last();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/kyc/details/submit',
    });
    expect(Object.keys(sent.body as object).sort()).toEqual(['id', 'proofofaddress']);
    expect(kycOf('10233').documents?.proofofaddress).toContain('bill.pdf');
  });
});
