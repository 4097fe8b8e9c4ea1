/** `?dialog=transfer` opens the 'Transfer' modal. */
export const TRANSFER_DIALOG = 'transfer';

/** `?dialog=verify&id=<batchId>` opens the OTP modal for that batch. */
export const VERIFY_DIALOG = 'verify';

/** `?dialog=payout&id=<payoutRowId>` opens 'Payout Details'. */
export const PAYOUT_DIALOG = 'payout';
