import { HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { businesses, sessionBusiness } from '../data/auth';
import { bankById } from '../data/reference';
import {
  complianceOf,
  onboardingOf,
  refreshCompliance,
  stakeholders,
  updateOnboarding,
} from '../data/onboarding';
import { LAST_NAMES, FIRST_NAMES } from '../factories/common';
import { buildStakeholder, documentUrl, type OnboardingProgress } from '../factories/onboarding';
import { fail, handle, ok, protectedResolver, readBody, text } from '../http';
import { seedFromName } from '../random';
import type { SandboxSession } from '../sessions';
import { onboardingOperations } from '../../onboarding/operations';
import { onboardingProgressOperations } from '../../onboarding/progress/operations';

const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** A stored address for an uploaded file, or undefined when the field holds no file. */
function upload(session: SandboxSession, field: string, value: unknown) {
  return value instanceof File && value.size > 0
    ? documentUrl(session.subsidiaryId, field, value.name)
    : undefined;
}

function tooLarge(body: Record<string, unknown>) {
  return Object.values(body).some(
    (value) => value instanceof File && value.size > MAX_DOCUMENT_BYTES,
  );
}

function setProgress(session: SandboxSession, patch: Partial<OnboardingProgress>) {
  return updateOnboarding(session.subsidiaryId, (row) => ({
    progress: { ...row.progress, ...patch },
  }));
}

/** The sandbox's account-name lookup: deterministic per account number; numbers ending 0000 do not resolve. */
function resolvedAccountName(accountNumber: string) {
  const seed = seedFromName(accountNumber);
  const last = LAST_NAMES[seed % LAST_NAMES.length] ?? 'OKAFOR';
  const first = FIRST_NAMES[(seed >>> 8) % FIRST_NAMES.length] ?? 'ADAEZE';
  return `${last} ${first}`.toUpperCase();
}

const progressHandlers = [
  handle(
    onboardingProgressOperations.fetchOnboardingProgress,
    protectedResolver((_args, session) =>
      ok({ message: 'Onboarding progress', data: onboardingOf(session.subsidiaryId).progress }),
    ),
  ),
  handle(
    onboardingOperations.completeOnboarding,
    protectedResolver(() => ok({ message: 'Onboarding completed' })),
  ),
  handle(
    onboardingOperations.submitGetStarted,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const businessName = text(body.businessName);
      if (
        !businessName ||
        !text(body.businessSize) ||
        !text(body.businessCategoryId) ||
        typeof body.isDeveloper !== 'boolean'
      ) {
        return fail('Business name, size, category and developer status are required');
      }
      businesses.update((row) => row.id === session.subsidiaryId, {
        name: businessName,
        country: text(body.country) || 'NG',
        businessType: body.businessType === 'Individual' ? 'Individual' : 'Company',
        businessSize: text(body.businessSize),
        businessCategoryId: text(body.businessCategoryId),
        isDeveloper: body.isDeveloper,
        referralCode: text(body.referalCode ?? body.referal_code) || undefined,
        gotStarted: true,
      });
      return ok({ message: 'Your business details have been saved' });
    }),
  ),
  handle(
    onboardingOperations.switchBusinessType,
    protectedResolver((_args, session) => {
      const business = sessionBusiness(session);
      if (!business) return fail('Business not found');
      const businessType = business.businessType === 'Company' ? 'Individual' : 'Company';
      businesses.update((row) => row.id === business.id, { businessType });
      return ok({ message: `Business type changed to ${businessType}` });
    }),
  ),
  handle(
    onboardingOperations.requestGoLive,
    protectedResolver((_args, session) => {
      const business = sessionBusiness(session);
      if (!business) return fail('Business not found');
      if (
        business.verificationStatus === 'Pending-Approval' ||
        business.verificationStatus === 'Active'
      ) {
        return ok({
          statusCode: '02',
          message: 'Your request to go live is already being reviewed',
        });
      }
      const progress = onboardingOf(business.id).progress;
      const identity =
        business.businessType === 'Individual'
          ? progress.personalInformation
          : progress.businessCompliance;
      const complete = [
        identity,
        progress.businessInformation,
        progress.bankInformation,
        progress.termsAndCondition,
      ].every((value) => value === 100);
      if (!complete)
        return ok({
          statusCode: '01',
          message: 'Please complete all onboarding steps before requesting to go live',
        });
      businesses.update((row) => row.id === business.id, {
        status: 'Pending-Approval',
        verificationStatus: 'Pending-Approval',
      });
      return ok({
        statusCode: '00',
        message: 'Your request to go live has been received and is under review',
      });
    }),
  ),
  handle(
    onboardingOperations.acceptTerms,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const accepted = body.accepted === true || body.accepted === 'true';
      setProgress(session, { termsAndCondition: accepted ? 100 : 0 });
      return ok({
        message: accepted ? 'Terms and conditions accepted' : 'Terms and conditions declined',
      });
    }),
  ),
];

const bankHandlers = [
  handle(
    onboardingOperations.fetchOnboardingBanks,
    protectedResolver((_args, session) =>
      ok({ message: 'Bank details', data: onboardingOf(session.subsidiaryId).banks }),
    ),
  ),
  handle(
    onboardingOperations.resolveAccount,
    protectedResolver(async ({ request }) => {
      const body = await readBody(request);
      const accountNumber = text(body.accountNumber);
      if (!/^\d{10}$/.test(accountNumber)) return fail('Account number must be 10 digits');
      if (!bankById(text(body.bankCode))) return fail('Bank not found');
      if (accountNumber.endsWith('0000'))
        return fail('Could not resolve account name, check the account number');
      return ok({
        message: 'Account resolved successfully',
        data: { accountName: resolvedAccountName(accountNumber), accountNumber },
      });
    }),
  ),
  handle(
    onboardingOperations.saveOnboardingBankDetails,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const bank = bankById(text(body.bankId));
      const accountNumber = text(body.accountNumber);
      if (
        !bank ||
        !/^\d{10}$/.test(accountNumber) ||
        !text(body.accountName) ||
        !text(body.accountType)
      ) {
        return fail(
          'Account type, bank, a 10-digit account number and the account name are required',
        );
      }
      const saved = {
        id: `obk-${Date.now().toString(36)}`,
        bankId: bank.id,
        bankName: bank.name,
        accountNumber,
        accountName: text(body.accountName),
        accountType: text(body.accountType),
      };
      updateOnboarding(session.subsidiaryId, (row) => ({
        banks: [saved],
        progress: { ...row.progress, bankInformation: 100 },
      }));
      return ok({ message: 'Bank details saved successfully' });
    }),
  ),
];

const identityHandlers = [
  handle(
    onboardingOperations.fetchPersonalInformation,
    protectedResolver((_args, session) =>
      ok({ message: 'Personal information', data: onboardingOf(session.subsidiaryId).personal }),
    ),
  ),
  handle(
    onboardingOperations.submitContactInformation,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const contact = {
        firstName: text(body.firstName),
        lastName: text(body.lastName),
        mobileNumber: text(body.mobileNumber),
      };
      if (!contact.firstName || !contact.lastName || !contact.mobileNumber)
        return fail('First name, last name and mobile number are required');
      updateOnboarding(session.subsidiaryId, () => ({ contact }));
      return ok({ message: 'Contact information saved successfully' });
    }),
  ),
  handle(
    onboardingOperations.submitPersonalInformation,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      if (tooLarge(body)) return fail('Document should be 5mb or less', 413);
      if (!/^\d{11}$/.test(text(body.bvn))) return fail('BVN must be 11 digits');
      const saved = onboardingOf(session.subsidiaryId).personal;
      const personal = {
        firstName: text(body.firstname),
        lastName: text(body.lastname),
        mobileNumber: text(body.mobilenumber),
        dateOfBirth: text(body.dateofbirth),
        gender: text(body.gender),
        bvn: text(body.bvn),
        idType: text(body.idtype),
        idNumber: text(body.idnumber),
        identification:
          upload(session, 'identification', body.identification) ?? saved?.identification ?? '',
        passportPhoto:
          upload(session, 'passportphoto', body.passportphoto) ?? saved?.passportPhoto ?? '',
        proofOfAddress:
          upload(session, 'proofofaddress', body.proofofaddress) ?? saved?.proofOfAddress ?? '',
      };
      if (!personal.firstName || !personal.lastName || !personal.idType || !personal.idNumber) {
        return fail('Names, ID type and ID number are required');
      }
      if (!personal.identification || !personal.proofOfAddress)
        return fail('Identification and proof of address are required');
      updateOnboarding(session.subsidiaryId, (row) => ({
        personal,
        progress: { ...row.progress, personalInformation: 100 },
      }));
      return ok({ message: 'Personal information saved successfully' });
    }),
  ),
];

const businessHandlers = [
  handle(
    onboardingOperations.fetchBusinessInformation,
    protectedResolver((_args, session) => {
      const business = sessionBusiness(session);
      const saved = onboardingOf(session.subsidiaryId).businessInfo;
      const fallback = business
        ? {
            name: business.name,
            supportEmail: business.supportEmail,
            mobileNumber: business.mobileNumber,
            description: business.description,
          }
        : null;
      return ok({ message: 'Business information', data: saved ?? fallback });
    }),
  ),
  handle(
    onboardingOperations.submitBusinessInformation,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      if (tooLarge(body)) return fail('Document should be 1mb or less', 413);
      const business = sessionBusiness(session);
      const saved = onboardingOf(session.subsidiaryId).businessInfo;
      const info = {
        name: business?.name ?? '',
        description: text(body.description),
        supportEmail: text(body.emailaddress),
        address: text(body.address),
        city: text(body.city),
        state: text(body.state),
        mobileNumber: text(body.mobilenumber),
        website: text(body.website),
        facebook: text(body.facebook),
        instagram: text(body.instagram),
        twitter: text(body.twitter),
        logo: upload(session, 'subsidiarylogo', body.subsidiarylogo) ?? saved?.logo ?? '',
      };
      const required = [
        info.description,
        info.supportEmail,
        info.address,
        info.city,
        info.state,
        info.mobileNumber,
        info.website,
      ];
      if (required.some((value) => !value))
        return fail('Description, email, phone, address, city, state and website are required');
      updateOnboarding(session.subsidiaryId, (row) => ({
        businessInfo: info,
        progress: { ...row.progress, businessInformation: 100 },
      }));
      businesses.update((row) => row.id === session.subsidiaryId, {
        description: info.description,
        supportEmail: info.supportEmail,
        mobileNumber: info.mobileNumber,
        subsidiaryLogo: info.logo || undefined,
      });
      return ok({ message: 'Business information saved successfully' });
    }),
  ),
  handle(
    onboardingOperations.fetchBusinessRegistration,
    protectedResolver((_args, session) =>
      ok({
        message: 'Business registration',
        data: onboardingOf(session.subsidiaryId).registration,
      }),
    ),
  ),
  handle(
    onboardingOperations.saveBusinessRegistration,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      // Like a gateway's size limit: no JSON message, so the client shows its fallback.
      if (tooLarge(body)) return HttpResponse.json({}, { status: 413 });
      const saved = onboardingOf(session.subsidiaryId).registration;
      const previous = (name: string) =>
        saved?.otherDocuments.find((doc) => doc.documentName === name)?.value;
      const registrationDocument = {
        certOfIncorporation:
          upload(session, 'certofincorporation', body.certofincorporation) ??
          saved?.registrationDocument.certOfIncorporation ??
          '',
        memoOfAssociation:
          upload(session, 'memoofassociation', body.memoofassociation) ??
          saved?.registrationDocument.memoOfAssociation ??
          '',
        taxIdNumber: text(body.taxidnumber),
        registrationNumber: text(body.registrationNumber),
        businessClassId: text(body.businessclassid),
        expectedMonthlyTransactionVolumn: text(body.expectedMonthlyTransactionVolumn),
      };
      const fields = [
        registrationDocument.taxIdNumber,
        registrationDocument.registrationNumber,
        registrationDocument.businessClassId,
        registrationDocument.expectedMonthlyTransactionVolumn,
      ];
      if (fields.some((value) => !value))
        return fail('Business class, registration number, tax ID and expected volume are required');
      const documents = [
        ['ProofOfAddress', 'proofofaddress'],
        ['DirectorIdentification', 'directorsidentification'],
        ['ParticularsOfDirectors', 'particularsofdirectors'],
        ['StatementOfShares', 'statementofshares'],
        ['OperatingLicense', 'operatinglicense'],
      ] as const;
      const otherDocuments = documents.flatMap(([documentName, field]) => {
        const value = upload(session, field, body[field]) ?? previous(documentName);
        return value ? [{ documentName, value }] : [];
      });
      const hasDocument = (name: string) => otherDocuments.some((doc) => doc.documentName === name);
      const { certOfIncorporation, memoOfAssociation } = registrationDocument;
      if (
        !certOfIncorporation ||
        !memoOfAssociation ||
        !hasDocument('ProofOfAddress') ||
        !hasDocument('DirectorIdentification')
      ) {
        return fail(
          'Upload the certificate of incorporation, memorandum and articles, proof of address and director identification',
        );
      }
      updateOnboarding(session.subsidiaryId, () => ({
        registration: { registrationDocument, otherDocuments },
      }));
      const row = refreshCompliance(session.subsidiaryId);
      return ok({
        message: 'Business registration saved successfully',
        data: { businessCompliance: complianceOf(row) },
      });
    }),
  ),
];

const stakeholderHandlers = [
  handle(
    onboardingOperations.fetchStakeholders,
    protectedResolver((_args, session) =>
      ok({
        message: 'Shareholders',
        data: stakeholders.filter((row) => row.subsidiaryId === session.subsidiaryId),
      }),
    ),
  ),
  handle(
    onboardingOperations.addStakeholder,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const holder = buildStakeholder({
        id: `stk-${Date.now().toString(36)}${stakeholders.all().length}`,
        subsidiaryId: session.subsidiaryId,
        firstName: text(body.firstName),
        lastName: text(body.lastName),
        gender: text(body.gender),
        dateOfBirth: text(body.dateOfBirth),
        mobileNumber: text(body.mobileNumber),
        bvn: text(body.bvn),
      });
      if (
        !holder.firstName ||
        !holder.lastName ||
        !holder.gender ||
        !holder.dateOfBirth ||
        !holder.mobileNumber
      ) {
        return fail('All shareholder fields are required');
      }
      if (!/^\d{11}$/.test(holder.bvn)) return fail('BVN must be 11 digits');
      stakeholders.insert(holder);
      refreshCompliance(session.subsidiaryId);
      return ok({ message: 'Shareholder added successfully' });
    }),
  ),
  handle(
    onboardingOperations.updateStakeholder,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const changed = stakeholders.update(
        (row) => row.subsidiaryId === session.subsidiaryId && row.id === text(body.id),
        (row) => ({
          firstName: text(body.first_name) || row.firstName,
          lastName: text(body.last_name) || row.lastName,
          gender: text(body.gender) || row.gender,
          dateOfBirth: text(body.date_of_birth) || row.dateOfBirth,
          mobileNumber: text(body.mobile_number) || row.mobileNumber,
          bvn: text(body.bvn) || row.bvn,
        }),
      );
      if (!changed.length) return fail('Shareholder not found', 404);
      return ok({ message: 'Shareholder updated successfully' });
    }),
  ),
  handle(
    onboardingOperations.deleteStakeholder,
    protectedResolver(({ params }: { request: Request; params: PathParams }, session) => {
      const removed = stakeholders.remove(
        (row) => row.subsidiaryId === session.subsidiaryId && row.id === String(params.id),
      );
      if (!removed) return fail('Shareholder not found', 404);
      refreshCompliance(session.subsidiaryId);
      return ok({ message: 'Shareholder removed successfully' });
    }),
  ),
];

export const onboardingHandlers: HttpHandler[] = [
  ...progressHandlers,
  ...bankHandlers,
  ...identityHandlers,
  ...businessHandlers,
  ...stakeholderHandlers,
];
