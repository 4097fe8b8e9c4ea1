export { PayoutVerifyDialog } from './PayoutVerifyDialog';
