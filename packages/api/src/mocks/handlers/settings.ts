import { type HttpHandler } from 'msw';
import { recordAudit } from '../data/audit';
import { accounts, businesses, findAccount } from '../data/auth';
import { fileToDataUrl, settingsOf, updateSettings } from '../data/settings';
import { PAYMENT_OPTIONS, type FeeBearer, type SettlementType } from '../factories/settings';
import { handle, fail, ok, protectedResolver, readBody } from '../http';
import { settingsOperations } from '../../settings/operations';

const FEE_BEARERS: readonly string[] = ['CBF', 'SBF', 'SPLIT'];
const isLogoImage = (file: File) =>
  /^image\/(png|jpe?g)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name);

export const settingsHandlers: HttpHandler[] = [
  handle(
    settingsOperations.updateBusinessLogo,
    protectedResolver(async ({ request }, session) => {
      const { logo } = await readBody(request);
      const file = logo instanceof File && logo.size > 0 ? logo : undefined;
      if (file && !isLogoImage(file)) return fail('Logo must be a png, jpg or jpeg image');
      const subsidiaryLogo = file ? await fileToDataUrl(file) : undefined;
      businesses.update((row) => row.id === session.subsidiaryId, { subsidiaryLogo });
      recordAudit(
        session,
        'Settings',
        file ? 'Updated the business logo' : 'Removed the business logo',
      );
      return ok({ message: file ? 'Logo updated successfully' : 'Logo removed successfully' });
    }),
  ),
  handle(
    settingsOperations.changePassword,
    protectedResolver(async ({ request }, session) => {
      const { oldPassword, newPassword } = await readBody(request);
      const account = findAccount(session.email);
      if (!account || oldPassword !== account.password) return fail('Old password is incorrect');
      if (typeof newPassword !== 'string' || newPassword.length < 8)
        return fail('New password must be at least 8 characters');
      if (newPassword === oldPassword)
        return fail('New password must be different from the old password');
      accounts.update((row) => row.email === account.email, { password: newPassword });
      recordAudit(session, 'Authentication', 'Changed the password');
      return ok({ message: 'Password changed successfully' });
    }),
  ),
  handle(
    settingsOperations.fetchSettlementDestination,
    protectedResolver((_args, session) =>
      ok({
        message: 'Settlement details retrieved',
        data: { settlementType: settingsOf(session.subsidiaryId).settlementType },
      }),
    ),
  ),
  handle(
    settingsOperations.setSettlementDestination,
    protectedResolver(async ({ request }, session) => {
      const { settlementType } = await readBody(request);
      if (settlementType !== 'wallet' && settlementType !== 'bank')
        return fail("settlementType must be 'wallet' or 'bank'");
      updateSettings(session.subsidiaryId, { settlementType: settlementType as SettlementType });
      recordAudit(session, 'Settings', `Set settlement to ${settlementType}`);
      return ok({ message: 'Settlement preference saved successfully' });
    }),
  ),
  handle(
    settingsOperations.fetchFeeBearer,
    protectedResolver((_args, session) =>
      ok({
        message: 'Fee bearer retrieved',
        data: { whoBearsFee: settingsOf(session.subsidiaryId).whoBearsFee },
      }),
    ),
  ),
  handle(
    settingsOperations.setFeeBearer,
    protectedResolver(async ({ request }, session) => {
      const { feeBearer } = await readBody(request);
      if (typeof feeBearer !== 'string' || !FEE_BEARERS.includes(feeBearer))
        return fail('feeBearer must be CBF, SBF or SPLIT');
      updateSettings(session.subsidiaryId, { whoBearsFee: feeBearer as FeeBearer });
      recordAudit(session, 'Settings', `Changed the fee bearer to ${feeBearer}`);
      return ok({ message: 'Fee bearer updated successfully' });
    }),
  ),
  handle(
    settingsOperations.fetchTwoFactorLogin,
    protectedResolver((_args, session) =>
      ok({
        message: 'Two-factor setting retrieved',
        data: { isTwoFAEnabled: findAccount(session.email)?.twoFactor ?? false },
      }),
    ),
  ),
  handle(
    settingsOperations.setTwoFactorLogin,
    protectedResolver(async ({ request }, session) => {
      const { twoFa } = await readBody(request);
      if (twoFa !== 'yes' && twoFa !== 'no') return fail("twoFa must be 'yes' or 'no'");
      accounts.update((row) => row.email === session.email, { twoFactor: twoFa === 'yes' });
      recordAudit(
        session,
        'Authentication',
        `Turned two-factor sign-in ${twoFa === 'yes' ? 'on' : 'off'}`,
      );
      return ok({
        message: `Two-factor authentication ${twoFa === 'yes' ? 'enabled' : 'disabled'} successfully`,
      });
    }),
  ),
  handle(
    settingsOperations.fetchPaymentOptions,
    protectedResolver((_args, session) => {
      const enabled = settingsOf(session.subsidiaryId).paymentOptions;
      return ok({
        message: 'Payment options retrieved',
        data: PAYMENT_OPTIONS.map((option) => ({
          ...option,
          isEnabled: enabled.includes(option.code),
        })),
      });
    }),
  ),
  ...(['set', 'remove'] as const).map((action) =>
    handle(
      settingsOperations[action === 'set' ? 'enablePaymentOption' : 'disablePaymentOption'],
      protectedResolver(async ({ request }, session) => {
        const { paymentOption } = await readBody(request);
        const option = PAYMENT_OPTIONS.find((candidate) => candidate.code === paymentOption);
        if (!option) return fail('Unknown payment option');
        const others = settingsOf(session.subsidiaryId).paymentOptions.filter(
          (code) => code !== option.code,
        );
        updateSettings(session.subsidiaryId, {
          paymentOptions: action === 'set' ? [...others, option.code] : others,
        });
        recordAudit(
          session,
          'Settings',
          `${action === 'set' ? 'Enabled' : 'Disabled'} ${option.name} payments`,
        );
        return ok({
          message: `${option.name} ${action === 'set' ? 'enabled' : 'disabled'} successfully`,
        });
      }),
    ),
  ),
];
