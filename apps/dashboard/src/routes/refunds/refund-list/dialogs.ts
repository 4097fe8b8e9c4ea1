/** `?dialog=refund-details&id=<orderReference>` opens a refund's details. */
export const REFUND_DETAILS_DIALOG = 'refund-details';
