export { PayoutFlow, TRANSFER_DIALOG } from './PayoutFlow';
export { useStartVerification } from './PayoutVerifyFlow';
