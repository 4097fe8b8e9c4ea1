// Non-blank lines of app and screen code per list (the budget: at most 400 per list).
// A list's own code is its route folder, its screen, columns, filters, row type and status
// table, and the dialogs of its row actions. The forms that create records (and a details
// page with a route of its own) are separate screens: they are counted and shown beside the
// list, not in its budget. Stories, fixtures and tests are left out; the shared kit
// (screens' list/ and forms/, the app's list hook) is not any one list's cost.
// Usage: node scripts/list-lines.mjs [--json]. Exits 1 when a list is over budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET = 400;
const APP = 'apps/dashboard/src/routes';
const SCREENS = 'packages/screens/src';
const SKIP = /\.(stories|test)\.tsx?$|(^|\/)fixtures(\.ts|\/)|\.fixtures\.ts$/;

const at = (base, names) => names.map((name) => join(base, name));

/** Each list: its own code, then the forms and details pages it links to. */
const LISTS = {
  transactions: {
    list: [
      `${APP}/transactions/transaction-list`,
      ...at(`${SCREENS}/transactions`, [
        'TransactionListScreen',
        'filters.ts',
        'status.ts',
        'types.ts',
      ]),
    ],
    forms: [`${APP}/transactions/refund`, `${SCREENS}/transactions/RefundDialog`],
    details: [
      `${APP}/transactions/transaction-details`,
      `${SCREENS}/transactions/TransactionDetailsScreen`,
    ],
  },
  'payment links': {
    list: [
      `${APP}/paymentLinks/payment-links/PaymentLinksRoute.tsx`,
      `${APP}/paymentLinks/payment-links/index.ts`,
      ...at(`${SCREENS}/paymentLinks`, [
        'PaymentLinkListScreen',
        'PaymentLinkStatusDialog',
        'PaymentLinkDetailsDialog',
        'paymentLinkColumns.tsx',
        'filters.ts',
        'status.ts',
        'types.ts',
        'index.ts',
      ]),
    ],
    forms: [
      `${APP}/paymentLinks/payment-links/CreatePaymentLinkFlow.tsx`,
      `${SCREENS}/paymentLinks/CreatePaymentLinkDialog`,
    ],
    details: [],
  },
  customers: {
    list: [
      `${APP}/customers/customers/CustomersRoute.tsx`,
      `${APP}/customers/customers/index.ts`,
      ...at(`${SCREENS}/customers`, [
        'CustomerListScreen',
        'CustomerStatusDialog',
        'customerColumns.tsx',
        'filters.ts',
        'status.ts',
        'types.ts',
        'index.ts',
      ]),
    ],
    forms: [
      `${APP}/customers/customers/NewCustomerFlow.tsx`,
      `${SCREENS}/customers/NewCustomerDialog`,
    ],
    details: [`${APP}/customers/customer-details`, `${SCREENS}/customers/CustomerDetailsScreen`],
  },
  products: {
    list: [
      `${APP}/products/products`,
      ...at(`${SCREENS}/products`, [
        'ProductListScreen',
        'DeleteProductDialog',
        'productColumns.tsx',
        'productColumns.styles.ts',
        'filters.ts',
        'status.ts',
        'types.ts',
        'index.ts',
      ]),
    ],
    forms: [`${APP}/products/new-product`, `${SCREENS}/products/NewProductScreen`],
    details: [],
  },
  invoices: {
    list: [
      `${APP}/invoices/invoices`,
      ...at(`${SCREENS}/invoices`, [
        'InvoiceListScreen',
        'invoiceColumns.tsx',
        'filters.ts',
        'status.ts',
        'types.ts',
        'index.ts',
      ]),
    ],
    forms: [`${APP}/invoices/new-invoice`, `${SCREENS}/invoices/NewInvoiceWizard`],
    details: [],
  },
  'refund log': {
    list: [
      `${APP}/refunds/refund-log/RefundLogRoute.tsx`,
      `${APP}/refunds/refund-log/index.ts`,
      ...at(`${SCREENS}/refunds`, [
        'RefundLogListScreen',
        'refundColumns.tsx',
        'refundRowId.ts',
        'filters.ts',
        'status.ts',
        'types.ts',
        'index.ts',
      ]),
    ],
    forms: [
      `${APP}/refunds/refund-log/LogRefundFlow.tsx`,
      ...at(`${SCREENS}/refunds`, ['LogRefundDialog', 'BulkRefundDialog', 'bulkRefundCsv.ts']),
    ],
    details: [`${APP}/refunds/refund-details`, `${SCREENS}/refunds/RefundDetailsScreen`],
  },
  'business refunds': {
    list: [
      `${APP}/refunds/refund-list`,
      ...at(`${SCREENS}/refunds`, ['RefundListScreen', 'RefundDetailsDialog']),
    ],
    forms: [],
    details: [],
  },
};

function files(path) {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

function lines(paths) {
  return paths
    .flatMap(files)
    .filter((file) => /\.tsx?$/.test(file) && !SKIP.test(relative(ROOT, file)))
    .reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').filter(Boolean).length, 0);
}

const rows = Object.entries(LISTS).map(([name, parts]) => ({
  name,
  list: lines(parts.list),
  forms: lines(parts.forms),
  details: lines(parts.details),
}));

if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else {
  console.log('| list | its own code | its forms | its details page | within 400? |');
  console.log('|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.list} | ${row.forms || '–'} | ${row.details || '–'} | ${row.list <= BUDGET ? 'yes' : 'NO'} |`,
    );
}
const over = rows.filter((row) => row.list > BUDGET);
if (over.length > 0) {
  console.error(`Over the ${BUDGET}-line budget: ${over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
