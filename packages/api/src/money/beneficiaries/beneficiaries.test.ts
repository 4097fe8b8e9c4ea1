import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import {
  createBeneficiary,
  deleteBeneficiary,
  fetchBeneficiaries,
  PRODUCT_BANK_CODE,
  resolveBeneficiary,
} from './client';
import { beneficiariesOperations } from './operations';

const server = startSignedInSandbox();

describe('beneficiaries', () => {
  it('POSTs resolve with type, accountNumber and bankCode and reads data.accountName', async () => {
    const sentLog = recordRequests(server);
    const { accountName } = await resolveBeneficiary({
      type: 'Bank',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    const sent = await sentLog.all();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.path).toBe('/subsidiary/beneficiary/resolve');
    expect(sent[0]?.body).toEqual({
      type: 'Bank',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    expect(accountName).toMatch(/^\w+ \w+$/);
    const merchant = await resolveBeneficiary({
      type: '{product} Merchant',
      accountNumber: 'MER123456',
      bankCode: PRODUCT_BANK_CODE,
    });
    expect(merchant.accountName).toBeTruthy();
  });

  it('fails to resolve an unknown account with the server message', async () => {
    await expect(
      resolveBeneficiary({ type: 'Bank', accountNumber: '0123450000', bankCode: '058' }),
    ).rejects.toMatchObject({
      kind: 'http',
      message: 'Unable to resolve account, please check the details',
    });
  });

  it('GETs beneficiary/all with type and date range and reads data.items and data.total_items', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchBeneficiaries({
      type: 'Bank',
      dateRange: { from: '2020-01-01', to: '2099-12-31' },
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/beneficiary/all');
    expect(sent[0]?.query).toEqual({
      type: 'Bank',
      fromdate: '2020-01-01 00:00:00',
      todate: '2099-12-31 23:59:59',
    });
    expect(items.length).toBeGreaterThan(0);
    expect(total).toBe(items.length);
    expect(items.every((item) => item.type === 'Bank')).toBe(true);
  });

  it('creates a bank beneficiary (bankId, countryId 1), lists it first, and delete removes it', async () => {
    const sentLog = recordRequests(server);
    await createBeneficiary({
      type: 'Bank',
      accountName: 'Ngozi Bello',
      accountNumber: '0987654321',
      bankId: '3',
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/beneficiary/create');
    expect(sent[0]?.body).toEqual({
      bankId: '3',
      countryId: 1,
      type: 'Bank',
      AccountName: 'Ngozi Bello',
      accountNumber: '0987654321',
    });
    const created = (await fetchBeneficiaries()).items[0];
    expect(created).toMatchObject({
      name: 'Ngozi Bello',
      accountNumber: '0987654321',
      bankName: 'First Bank of Nigeria',
    });

    const removedLog = recordRequests(server);
    expect((await deleteBeneficiary(created?.id ?? '')).message).toBe(
      'Beneficiary deleted successfully',
    );
    const removed = await removedLog.all();
    expect(removed[0]?.method).toBe('DELETE');
    expect(removed[0]?.path).toBe(`/subsidiary/beneficiary/delete/${created?.id}`);
    expect((await fetchBeneficiaries()).items.some((item) => item.id === created?.id)).toBe(false);
  });

  it('sends no bankId for merchant and mobile beneficiaries', async () => {
    const sentLog = recordRequests(server);
    await createBeneficiary({
      type: 'Mobile',
      accountName: 'Aisha Umar',
      accountNumber: '08031234567',
      bankId: '3',
    });
    const sent = await sentLog.all();
    expect(sent[0]?.body).toEqual({
      countryId: 1,
      type: 'Mobile',
      AccountName: 'Aisha Umar',
      accountNumber: '08031234567',
    });
  });

  it('rejects a resolve answer without an account name as invalid-response', async () => {
    server.use(
      handle(beneficiariesOperations.resolveBeneficiary, () =>
        HttpResponse.json({ message: 'ok', data: {} }),
      ),
    );
    await expect(
      resolveBeneficiary({ type: 'Bank', accountNumber: '0123456789', bankCode: '058' }),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
