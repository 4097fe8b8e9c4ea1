/** `?dialog=settlement&id=<settlementRowId>` opens 'Settlement Details'. */
export const SETTLEMENT_DIALOG = 'settlement';
