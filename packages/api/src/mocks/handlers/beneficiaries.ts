import { type HttpHandler, type PathParams } from 'msw';
import { beneficiaries } from '../data/beneficiaries';
import { BANKS } from '../factories/common';
import { resolvedName } from '../factories/beneficiaries';
import { handle, fail, ok, protectedResolver, readBody, searchParams } from '../http';
import { ownRowsInRange } from './ownRows';
import { createRandom } from '../random';
import { beneficiariesOperations } from '../../money/beneficiaries/operations';
import { BENEFICIARY_TYPES, type BeneficiaryType } from '../../money/beneficiaries/schemas';

/** Sandbox account numbers ending in 0000 never resolve, to show the failure path. */
const UNRESOLVABLE = /0000$/;

function readType(value: unknown): BeneficiaryType | undefined {
  return BENEFICIARY_TYPES.find((type) => typeof value === 'string' && value.includes(type));
}

export const beneficiariesHandlers: HttpHandler[] = [
  handle(
    beneficiariesOperations.resolveBeneficiary,
    protectedResolver(async ({ request }) => {
      const { type, accountNumber, bankCode } = await readBody(request);
      const kind = readType(type);
      const account = typeof accountNumber === 'string' ? accountNumber.trim() : '';
      const knownBank = BANKS.some((bank) => bank.bankCode === bankCode);
      if (
        !kind ||
        !account ||
        UNRESOLVABLE.test(account) ||
        (kind === 'Bank' && (!knownBank || !/^\d{10}$/.test(account)))
      ) {
        return fail('Unable to resolve account, please check the details');
      }
      return ok({
        message: 'Account resolved successfully',
        data: { accountName: resolvedName(kind, account) },
      });
    }),
  ),
  handle(
    beneficiariesOperations.fetchBeneficiaries,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const type = params.get('type');
      const items = ownRowsInRange(
        beneficiaries,
        session,
        params,
        (row) => !type || row.type === type,
      );
      return ok({ message: 'Beneficiaries retrieved', data: { items, total_items: items.length } });
    }),
  ),
  handle(
    beneficiariesOperations.createBeneficiary,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const type = readType(body.type);
      const bank = BANKS.find((candidate) => candidate.id === String(body.bankId));
      const account = typeof body.accountNumber === 'string' ? body.accountNumber : '';
      const name = typeof body.AccountName === 'string' ? body.AccountName : '';
      if (!type || !account || !name)
        return fail('Type, account number and account name are required');
      if (type === 'Bank' && !bank) return fail('Please select a bank');
      const mine = beneficiaries.filter((row) => row.subsidiaryId === session.subsidiaryId);
      if (
        mine.find(
          (row) =>
            row.type === type && row.accountNumber === account && row.bankId === (bank?.id ?? null),
        )
      ) {
        return fail('This beneficiary already exists');
      }
      beneficiaries.insert({
        id: createRandom(Date.now() + beneficiaries.all().length).digits(6),
        subsidiaryId: session.subsidiaryId,
        name,
        type,
        accountNumber: account,
        bankName: type === 'Bank' ? (bank?.name ?? null) : null,
        bankCode: type === 'Bank' ? (bank?.bankCode ?? null) : null,
        bankId: type === 'Bank' ? (bank?.id ?? null) : null,
        countryId: Number(body.countryId) || 1,
        dateCreated: new Date().toISOString(),
      });
      return ok({ message: 'Beneficiary created successfully' });
    }),
  ),
  handle(
    beneficiariesOperations.deleteBeneficiary,
    protectedResolver(({ params }: { request: Request; params: PathParams }, session) => {
      if (
        !beneficiaries.remove(
          (row) => row.subsidiaryId === session.subsidiaryId && row.id === params.id,
        )
      )
        return fail('Beneficiary not found', 404);
      return ok({ message: 'Beneficiary deleted successfully' });
    }),
  ),
];
