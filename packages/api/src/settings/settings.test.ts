import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { businesses, DEMO_ACCOUNTS, DEMO_BUSINESS_IDS, findAccount } from '../mocks/data/auth';
import { handle } from '../mocks/http';
import { recordRequests, startSignedInSandbox } from '../mocks/testing';
import { fetchSettlementBanks } from '../kyc/client';
import {
  addBankAccount,
  changePassword,
  fetchFeeBearer,
  fetchPaymentOptions,
  fetchSettlementDestination,
  fetchTwoFactorLogin,
  setFeeBearer,
  setPaymentOption,
  setSettlementDestination,
  setTwoFactorLogin,
  updateBusinessLogo,
} from './client';
import { settingsOperations } from './operations';

const server = startSignedInSandbox();
const lagos = () => businesses.find((row) => row.id === DEMO_BUSINESS_IDS.lagosFreshFoods);

describe('business logo and password', () => {
  it('posts the logo as multipart, then an empty form removes it', async () => {
    const sentLog = recordRequests(server);
    await updateBusinessLogo(
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/business/logos/add-or-update');
    expect((sent[0]?.body as { logo: File }).logo.name).toBe('logo.png');
    expect(lagos()?.subsidiaryLogo).toMatch(/^data:image\/png;base64,/);

    const removed = await updateBusinessLogo(null);
    expect((await sentLog.last()).body).toEqual({});
    expect(removed.message).toBe('Logo removed successfully');
    expect(lagos()?.subsidiaryLogo).toBeUndefined();
  });

  it('refuses a logo that is not png, jpg or jpeg', async () => {
    await expect(
      updateBusinessLogo(new File(['x'], 'logo.gif', { type: 'image/gif' })),
    ).rejects.toMatchObject({
      message: 'Logo must be a png, jpg or jpeg image',
    });
  });

  it('changes the password with oldPassword and newPassword', async () => {
    const sentLog = recordRequests(server);
    await expect(
      changePassword({ oldPassword: 'wrong', newPassword: 'Fresh@2025' }),
    ).rejects.toMatchObject({
      message: 'Old password is incorrect',
    });
    await changePassword({ oldPassword: 'Demo@1234', newPassword: 'Fresh@2025' });
    const sent = await sentLog.all();
    expect(sent[1]?.path).toBe('/subsidiary/dashboard/change-password');
    expect(sent[1]?.body).toEqual({ oldPassword: 'Demo@1234', newPassword: 'Fresh@2025' });
    expect(findAccount(DEMO_ACCOUNTS.twoFactor.email)?.password).toBe('Fresh@2025');
  });
});

describe('preferences round-trip', () => {
  it('settlement destination: view, set bank, view again', async () => {
    const sentLog = recordRequests(server);
    expect(await fetchSettlementDestination()).toBe('wallet');
    await setSettlementDestination('bank');
    const sent = await sentLog.all();
    expect(sent.map((request) => request.path)).toEqual([
      '/subsidiary/dashboard/settlement/details/get',
      '/subsidiary/dashboard/settlement/details',
    ]);
    expect(sent[1]?.body).toEqual({ settlementType: 'bank' });
    expect(await fetchSettlementDestination()).toBe('bank');
  });

  it('fee bearer: CBF by default, set SPLIT', async () => {
    const sentLog = recordRequests(server);
    expect(await fetchFeeBearer()).toBe('CBF');
    await setFeeBearer('SPLIT');
    const sent = await sentLog.all();
    expect(sent[1]?.path).toBe('/subsidiary/dashboard/payment/fees/set');
    expect(sent[1]?.body).toEqual({ feeBearer: 'SPLIT' });
    expect(await fetchFeeBearer()).toBe('SPLIT');
  });

  it("two-factor login: sends twoFa 'no' and 'yes' and the login's setting follows", async () => {
    const sentLog = recordRequests(server);
    expect(await fetchTwoFactorLogin()).toBe(true);
    await setTwoFactorLogin(false);
    const sent = await sentLog.all();
    expect(sent[1]?.path).toBe('/subsidiary/dashboard/2fa/login/set');
    expect(sent[1]?.body).toEqual({ twoFa: 'no' });
    expect(await fetchTwoFactorLogin()).toBe(false);
    await setTwoFactorLogin(true);
    expect((await sentLog.last()).body).toEqual({ twoFa: 'yes' });
    expect(await fetchTwoFactorLogin()).toBe(true);
  });

  it('payment options: /set enables and /remove disables one paymentOption', async () => {
    const sentLog = recordRequests(server);
    const enabled = async (code: string) =>
      (await fetchPaymentOptions()).find((option) => option.code === code)?.isEnabled;
    expect(await enabled('QR')).toBe(false);
    await setPaymentOption({ paymentOption: 'QR', enabled: true });
    const sent = await sentLog.all();
    expect(sent[1]?.path).toBe('/subsidiary/dashboard/payment/options/set');
    expect(sent[1]?.body).toEqual({ paymentOption: 'QR' });
    expect(await enabled('QR')).toBe(true);
    await setPaymentOption({ paymentOption: 'CARD', enabled: false });
    expect((await sentLog.last()).path).toBe('/subsidiary/dashboard/payment/options/remove');
    expect(await enabled('CARD')).toBe(false);
  });

  it('reads the fee bearer in any case and rejects an unknown one', async () => {
    server.use(
      handle(settingsOperations.fetchFeeBearer, () =>
        HttpResponse.json({ data: { whoBearsFee: 'sbf' } }),
      ),
    );
    expect(await fetchFeeBearer()).toBe('SBF');
    server.use(
      handle(settingsOperations.fetchFeeBearer, () =>
        HttpResponse.json({ data: { whoBearsFee: 'MERCHANT' } }),
      ),
    );
    await expect(fetchFeeBearer()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('payout accounts', () => {
  it("'Add Bank Account' posts account_type and bank_id, and the account joins the table", async () => {
    const before = await fetchSettlementBanks();
    const sentLog = recordRequests(server);
    await addBankAccount({
      accountNumber: '0987654321',
      accountName: 'LAGOS FRESH FOODS LTD',
      accountType: 'Current',
      bankId: '1',
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/bank/details');
    expect(sent[0]?.body).toEqual({
      accountNumber: '0987654321',
      accountName: 'LAGOS FRESH FOODS LTD',
      account_type: 'Current',
      bank_id: '1',
    });
    const after = await fetchSettlementBanks();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ accountNumber: '0987654321', bankId: '1' });
  });

  it('refuses an unknown account type', async () => {
    await expect(
      addBankAccount({
        accountNumber: '0987654321',
        accountName: 'X',
        accountType: 'Fixed' as 'Current',
        bankId: '1',
      }),
    ).rejects.toMatchObject({ message: 'account_type must be Savings or Current' });
  });
});
