import type { Random } from '../random';
import { amount, daysAgo, emailFor, personName } from './common';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../invoices/schemas';

export interface InvoiceRecord {
  id: string;
  subsidiaryId: string;
  title: string;
  description: string;
  reference: string;
  currency: string;
  amount: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  status: InvoiceStatus;
  payment_link: string;
  discount: number;
  tax: number;
  invoiceItems: { item: string; amount: number; quantity: number }[];
  businessDetails: {
    customerName: string;
    companyName: string;
    emailAddress: string;
    companyEmailAddress: string;
  };
  dateCreated: string;
}

export function buildInvoice(
  overrides: Partial<InvoiceRecord> & Pick<InvoiceRecord, 'id' | 'subsidiaryId'>,
): InvoiceRecord {
  return {
    title: 'Supply invoice',
    description: '',
    reference: `INV-${overrides.id}`,
    currency: 'NGN',
    amount: 10000,
    dueDate: '2024-01-31',
    status: 'Initiated',
    payment_link: `pl${overrides.id.replace(/[^a-z0-9]/gi, '')}`,
    discount: 0,
    tax: 0,
    invoiceItems: [{ item: 'Goods', amount: 10000, quantity: 1 }],
    businessDetails: {
      customerName: 'Ngozi Eze',
      companyName: 'Eze Ventures',
      emailAddress: 'ngozi.eze@gmail.com',
      companyEmailAddress: 'accounts@ezeventures.ng',
    },
    dateCreated: new Date(0).toISOString(),
    ...overrides,
  };
}

const TITLES = [
  'Office lunch supply',
  'Wedding catering',
  'Monthly produce supply',
  'Fabric order',
  'Conference refreshments',
] as const;
const COMPANIES = [
  'Eko Hotels',
  'Zenith Events',
  'Ikoyi Club',
  'Abuja Tech Hub',
  'Kano Grains Co-operative',
] as const;
const STATUSES = INVOICE_STATUSES;

/** `count` invoices of a business, oldest first, covering every status. */
export function invoicesFor(
  subsidiaryId: string,
  count: number,
  random: Random,
  now: Date,
): InvoiceRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const { firstName, lastName } = personName(random);
    const company = random.pick(COMPANIES);
    const unit = amount(random, 2000, 60_000);
    const quantity = random.int(1, 20);
    const created = daysAgo(now, 100 - index * 9, random);
    return buildInvoice({
      id: `${subsidiaryId}-i${index + 1}`,
      subsidiaryId,
      title: TITLES[index % TITLES.length] ?? TITLES[0],
      reference: `INV-${random.digits(8)}`,
      currency: index % 4 === 3 ? 'USD' : 'NGN',
      amount: Math.round(unit * quantity * 100) / 100,
      dueDate: new Date(new Date(created).getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
      status: STATUSES[index % STATUSES.length] ?? 'Initiated',
      payment_link: random.digits(10),
      invoiceItems: [{ item: 'Items as agreed', amount: unit, quantity }],
      businessDetails: {
        customerName: `${firstName} ${lastName}`,
        companyName: company,
        emailAddress: emailFor(firstName, lastName, random),
        companyEmailAddress: `accounts@${company.toLowerCase().replace(/[^a-z]/g, '')}.ng`,
      },
      dateCreated: created,
    });
  });
}
