/**
 * The spec's empty text of every list of transactions (part 1, "Listing screens"; part 2, the
 * refunds log): the transactions, a customer's transactions and the logged refunds say it alike.
 */
export const NO_TRANSACTIONS_TEXT = 'You currently do not have any transactions';
