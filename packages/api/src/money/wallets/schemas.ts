import * as z from 'zod/mini';
import { list, numeric, optionalNumeric, optionalText } from '../../core/schema';

const walletAccountDetails = z.object({
  bankName: optionalText,
  accountNumber: optionalText,
  accountName: optionalText,
});

const wallet = z.object({
  currencyShortName: z.string().check(z.minLength(1)),
  availableBalance: numeric,
  availableBalanceChange: optionalNumeric,
  ledgerBalance: numeric,
  /** Percent change from last week; beyond the spec's field list, read when the server sends it. */
  ledgerBalanceChange: optionalNumeric,
  totalTransfer: optionalNumeric,
  successfulTransfer: optionalNumeric,
  accountDetails: z.pipe(
    z.nullish(walletAccountDetails),
    z.transform((value) => value ?? undefined),
  ),
});
export type Wallet = z.infer<typeof wallet>;

/** The spec names the place: wallets[] at the top of the body. */
export const walletBalancesResponse = z.object({ wallets: list(wallet) });

/** The Balances screen's three summary cards. */
const balanceTotals = z.object({
  chargebacks: numeric,
  refunds: numeric,
  nonCompliance: numeric,
});
export type BalanceTotals = z.infer<typeof balanceTotals>;

export const balanceTotalsResponse = z.object({ data: balanceTotals });
