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
} from './hooks';
export { settingsKeys } from './keys';
export type { SettlementType, FeeBearer, PaymentOption, PasswordChange } from './schemas';
