/** `?dialog=payment-link&id=<reference>` opens a payment link's details. */
export const PAYMENT_LINK_DIALOG = 'payment-link';
