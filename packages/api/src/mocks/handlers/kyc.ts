import { type HttpHandler } from 'msw';
import { businesses, sessionBusiness } from '../data/auth';
import { kycOf, updateKyc } from '../data/kyc';
import { bankById } from '../data/reference';
import { documentUrl } from '../factories/onboarding';
import { fail, handle, ok, protectedResolver, readBody, text } from '../http';
import { kycOperations } from '../../kyc/operations';
import { BANK_ACCOUNT_TYPES } from '../../settings/schemas';

export const kycHandlers: HttpHandler[] = [
  handle(
    kycOperations.fetchSettlementBanks,
    protectedResolver((_args, session) =>
      ok({ message: 'Settlement banks', data: kycOf(session.subsidiaryId).settlementBanks }),
    ),
  ),
  handle(
    kycOperations.saveSettlementBankDetails,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const bank = bankById(text(body.bankId ?? body.bank_id));
      const accountNumber = text(body.accountNumber);
      if (!bank || !/^\d{10}$/.test(accountNumber) || !text(body.accountName)) {
        return fail('Bank, a 10-digit account number and the account name are required');
      }
      if (
        body.account_type !== undefined &&
        !BANK_ACCOUNT_TYPES.some((type) => type === text(body.account_type))
      ) {
        return fail('account_type must be Savings or Current');
      }
      const account = {
        accountNumber,
        accountName: text(body.accountName),
        bankId: bank.id,
        bankName: bank.name,
      };
      // The onboarding tab sets the one settlement account; 'Add Bank Account' (which sends
      // account_type) adds one to the payout accounts, replacing the same number.
      const others = kycOf(session.subsidiaryId).settlementBanks.filter(
        (row) => row.accountNumber !== accountNumber,
      );
      updateKyc(session.subsidiaryId, {
        settlementBanks: body.account_type === undefined ? [account] : [...others, account],
      });
      return ok({ message: 'Bank details saved successfully' });
    }),
  ),
  handle(
    kycOperations.fetchKycProfile,
    protectedResolver((_args, session) => {
      const business = sessionBusiness(session);
      if (!business) return fail('Business not found');
      const row = kycOf(business.id);
      return ok({
        message: 'Business profile',
        data: {
          legal_business_name: business.legalBusinessName,
          business_name: business.name,
          email: business.supportEmail,
          description: business.description,
          bvn: row.bvn,
          industry: row.industry,
          business_type: business.businessType,
          country: business.country,
        },
      });
    }),
  ),
  handle(
    kycOperations.updateBusinessProfile,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const name = text(body.business_name);
      if (!name || !text(body.email)) return fail('Business name and email are required');
      if (text(body.bvn) && !/^\d{11}$/.test(text(body.bvn))) return fail('BVN must be 11 digits');
      businesses.update(
        (row) => row.id === session.subsidiaryId,
        (row) => ({
          name,
          supportEmail: text(body.email),
          description: text(body.description),
          legalBusinessName: text(body.legal_business_name) || row.legalBusinessName,
          businessType: body.business_type === 'Individual' ? 'Individual' : 'Company',
          country: text(body.country) || row.country,
        }),
      );
      updateKyc(session.subsidiaryId, { bvn: text(body.bvn), industry: text(body.industry) });
      return ok({ message: 'Business profile updated successfully' });
    }),
  ),
  handle(
    kycOperations.submitDirectorKyc,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      if (!text(body.directorname) || !text(body.idnumber) || !(body.id instanceof File)) {
        return fail("The director's name, ID number and ID document are required");
      }
      updateKyc(session.subsidiaryId, {
        director: {
          directorname: text(body.directorname),
          idnumber: text(body.idnumber),
          id: documentUrl(session.subsidiaryId, 'director', body.id.name),
        },
      });
      return ok({ message: 'Director information saved successfully' });
    }),
  ),
  handle(
    kycOperations.submitKycDocuments,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      if (!(body.proofofaddress instanceof File) || !(body.id instanceof File)) {
        return fail('Proof of address and an ID document are required');
      }
      updateKyc(session.subsidiaryId, {
        documents: {
          proofofaddress: documentUrl(
            session.subsidiaryId,
            'proofofaddress',
            body.proofofaddress.name,
          ),
          id: documentUrl(session.subsidiaryId, 'id', body.id.name),
        },
      });
      return ok({ message: 'KYC documents submitted successfully' });
    }),
  ),
];
