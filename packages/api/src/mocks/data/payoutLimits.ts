/** Above this batch total (in the credit currency) an initiation needs OTP verification ('007'). */
export const OTP_THRESHOLD = 1_000_000;

/** The amount of each business's payout that awaits verification (above OTP_THRESHOLD). */
export const AWAITING_VERIFICATION_AMOUNT = 1_250_000;
