export {
  updateBusinessLogo,
  changePassword,
  fetchSettlementDestination,
  setSettlementDestination,
  fetchFeeBearer,
  setFeeBearer,
  fetchTwoFactorLogin,
  setTwoFactorLogin,
  fetchPaymentOptions,
  setPaymentOption,
  addBankAccount,
} from './client';
export {
  useUpdateBusinessLogo,
  useChangePassword,
  useSettlementDestination,
  useSetSettlementDestination,
  useFeeBearer,
  useSetFeeBearer,
  useTwoFactorLogin,
  useSetTwoFactorLogin,
  usePaymentOptions,
  useSetPaymentOption,
  useAddBankAccount,
} from './hooks';
export { settingsKeys } from './keys';
export { BANK_ACCOUNT_TYPES } from './schemas';
export type {
  SettlementType,
  FeeBearer,
  PaymentOption,
  PasswordChange,
  BankAccountType,
  NewBankAccount,
} from './schemas';
