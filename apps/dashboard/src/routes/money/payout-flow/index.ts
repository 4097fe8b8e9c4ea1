export { PayoutFlow, TRANSFER_DIALOG } from './PayoutFlow';
export { VERIFY_DIALOG } from './PayoutVerifyFlow';
