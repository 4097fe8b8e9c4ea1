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
