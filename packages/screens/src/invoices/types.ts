/** An invoice as the list shows it (part 1 section 3). */
export interface InvoiceRow {
  id?: string;
  title: string;
  reference: string;
  /** ISO code; the amount is shown in it (part 1 section 9). */
  currency: string;
  amount: number;
  /** As the API sends it; shown dd/MM/yyyy. */
  dueDate: string;
  /** Successful, Initiated or Awaiting-Confirmation (shown Paid, Unpaid, Pending). */
  status: string;
  /** Token of the payment page: {gateway root}/invoice/{reference}/{payment_link}. */
  payment_link?: string;
}

/** One line of a new invoice. */
export interface InvoiceItemValues {
  /** The unit price. */
  amount: number;
  quantity: number;
  /** The description, at most 200 characters. */
  item: string;
}

/** What 'Send invoice' sends: the create payload of part 1 section 3, total computed. */
export interface NewInvoiceValues {
  invoiceTitle: string;
  /** The invoice notes. */
  description: string;
  /** Σ price × quantity − |discount| + |tax|. */
  amount: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  discount: number;
  tax: number;
  invoiceItems: InvoiceItemValues[];
  currencyId: string;
  businessDetails: {
    customerName: string;
    companyName: string;
    emailAddress: string;
    companyEmailAddress: string;
  };
}

/** A currency the invoice can be in. */
export interface InvoiceCurrency {
  id: string;
  shortName: string;
  name: string;
}
