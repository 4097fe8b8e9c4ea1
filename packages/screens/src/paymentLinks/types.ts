/** A payment link as the list shows it (part 1 section 3). */
export interface PaymentLinkRow {
  name: string;
  description?: string;
  /** Absent: the payer chooses the amount. */
  amount?: number;
  /** How many payments the link accepts; absent reads 'No limit'. */
  limit?: number;
  currency: string;
  /** The payment link type's code. */
  paymentType?: string;
  /** The type's name from payment/link/types; the code shows when the type is unknown. */
  typeName?: string;
  /** NOAUTH or AUTH. */
  authOption?: string;
  isActive: boolean;
  /** Unique; the row id and the key of the status call. */
  reference: string;
  /** Where the payer pays; copy and 'Initiate payment' need it. */
  paymentLinkUrl?: string;
  dateCreated?: string;
}

/** A payment type of payment/link/types. */
export interface PaymentLinkTypeOption {
  code: string;
  paymentLinkName: string;
}

/** The authentication option of a link (part 1 section 3). */
type PaymentLinkAuthOption = 'NOAUTH' | 'AUTH';

/** What 'Create' sends: amount and limit only when given. */
export interface NewPaymentLinkValues {
  name: string;
  description: string;
  amount?: number;
  limit?: number;
  /** The currency's short name, e.g. NGN. */
  currency: string;
  authOption: PaymentLinkAuthOption;
  paymentType: string;
}

/** The status-update call's action: deactivate ('disable') or activate. */
export type PaymentLinkStatusAction = 'disable' | 'activate';
