import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { columnTexts } from './listTable';
import { openVerifyFromRow } from './moneyActions';
import { DEMO_OTP, isCall, openSignedIn, setFaults, signInWithOtp, slowCall } from './support';

const TRANSFERS = '/dashboard/payout/transfer';
const PAYOUTS = '/dashboard/account/payouts';
const ALL_PAYOUTS = '/subsidiary/payout/all';
const PAYOUT_HISTORY = '/subsidiary/payout/history';
const INITIATE = '/subsidiary/payout/initiate';
const VERIFY = '/subsidiary/payout/verify';
/** A page's first load on a busy CI machine (its chunk, then the sandbox's answers). */
const PAGE_LOAD = 30_000;

/** 'NGN 1,234.50' in a card as 1234.5. */
async function moneyIn(card: Locator): Promise<number> {
  const text = await card.innerText();
  const match = /NGN ([\d,]+\.\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`No NGN amount in '${text}'`);
  return Number(match[1].replace(/,/g, ''));
}

/** The value beside a label of a description list (a details dialog, the OTP's payouts). */
const valueIn = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const availableCard = (page: Page) => page.getByRole('group', { name: 'Available Balance' });

/** Opens 'Make a Transfer' and fills a bank transfer up to the resolved name and the amount. */
async function fillBankTransfer(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Make a Transfer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await expect(dialog.getByRole('tab', { name: 'New Transfer' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('tab', { name: 'Beneficiary' })).toBeVisible();
  await dialog
    .getByRole('combobox', { name: /^Bank/ })
    .selectOption({ label: 'Guaranty Trust Bank' });
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('0123456789');
  const accountName = dialog.getByRole('textbox', { name: /^Account name/ });
  await expect(accountName).not.toHaveValue('');
  const name = await accountName.inputValue();
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return { dialog, accountName: name };
}

// Sign-in, a page's first load and the sandbox's answers take their time on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("a transfer above the OTP threshold answers '007'; the OTP modal completes it", async ({
  page,
}) => {
  // Lagos Fresh Foods (the two-step account's business) holds enough naira for it.
  await signInWithOtp(page);
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible();
  await page.goto(`${TRANSFERS}?currency=NGN`);
  await expect(availableCard(page)).toContainText('NGN', { timeout: PAGE_LOAD });
  const before = await moneyIn(availableCard(page));
  const amount = 1_200_000;
  expect(before, 'the sandbox NGN wallet covers the transfer').toBeGreaterThan(amount + 53.75);

  const { dialog, accountName } = await fillBankTransfer(page, '1200000');
  const summary = dialog.getByRole('region', { name: 'Transfer summary' });
  for (const text of [
    accountName,
    '0123456789',
    'Guaranty Trust Bank',
    'NGN 1,200,000.00',
    'NGN 53.75',
  ])
    await expect(summary.getByText(text, { exact: true })).toBeVisible();

  const initiate = page.waitForRequest(isCall('POST', INITIATE));
  await dialog.getByRole('button', { name: 'Send NGN 1,200,000.00' }).click();
  expect((await initiate).postDataJSON()).toEqual({
    payoutDetails: [
      {
        bankCode: '058',
        bankId: '2',
        creditCurrency: 'NGN',
        type: 'Bank',
        AccountName: accountName,
        accountNumber: '0123456789',
        amount,
        description: '',
      },
    ],
  });

  // '007': the transfer modal gives way to the OTP modal for the batch.
  const otp = page.getByRole('dialog', { name: 'Verify Payout' });
  await expect(otp).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]dialog=verify&id=BATCH-\d+/);
  const batchId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(otp).toHaveAccessibleDescription(
    `Enter the OTP sent to your email to complete batch ${batchId}.`,
  );
  const verifyButton = otp.getByRole('button', { name: 'Verify' });
  await expect(verifyButton).toBeDisabled();
  await otp.getByRole('textbox', { name: /^OTP/ }).fill(DEMO_OTP);
  const verify = page.waitForRequest(isCall('POST', VERIFY));
  await verifyButton.click();
  expect((await verify).postDataJSON()).toEqual({ otp: DEMO_OTP, batchId });

  await expect(
    page.getByRole('status').filter({ hasText: 'Payout verified successfully' }),
  ).toBeVisible();
  await expect(otp).toBeHidden();
  // The lists refresh: the wallet lost the amount and the fee.
  await expect.poll(() => moneyIn(availableCard(page))).toBeCloseTo(before - amount - 53.75, 2);
});

test('a double click on a slow server sends one payout', async ({ page }) => {
  let initiations = 0;
  page.on('request', (request) => {
    if (isCall('POST', INITIATE)(request)) initiations += 1;
  });
  await openSignedIn(page, `${TRANSFERS}?currency=NGN`);
  await expect(availableCard(page)).toContainText('NGN', { timeout: PAGE_LOAD });
  const { dialog } = await fillBankTransfer(page, '2500');
  // Only the payout's own call is slow: the window in which a second click lands.
  await slowCall(page, { method: 'POST', path: INITIATE });

  const send = dialog.getByRole('button', { name: 'Send NGN 2,500.00' });
  await send.dblclick();
  await send.click({ force: true }).catch(() => undefined);

  await expect(
    page.getByRole('status').filter({ hasText: 'Payout initiated successfully' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog).toBeHidden();
  expect(initiations).toBe(1);
});

test('the amount refuses signs and zero, and warns above the available balance', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.goto(`${TRANSFERS}?currency=NGN`);
  await expect(availableCard(page)).toContainText('NGN', { timeout: PAGE_LOAD });
  await page.getByRole('button', { name: 'Make a Transfer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  const amount = dialog.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('-0');
  await expect(amount).toHaveValue('0');
  await amount.blur();
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
  await amount.fill('99999999');
  await expect(amount).toHaveValue('99,999,999');
  await expect(dialog.getByText('More than the available balance')).toBeVisible();
});

test('Top Up is offered on the NGN wallet only and shows how to fund it', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/dashboard/account/balances');
  const wallets = page.getByRole('region', { name: 'Wallets' });
  await expect(wallets.getByRole('group', { name: 'NGN Balance' })).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await expect(wallets.getByRole('button', { name: 'Top Up' })).toHaveCount(1);
  await expect(
    wallets.getByRole('group', { name: 'USD Balance' }).getByRole('button', { name: 'Top Up' }),
  ).toHaveCount(0);

  await wallets
    .getByRole('group', { name: 'NGN Balance' })
    .getByRole('button', { name: 'Top Up' })
    .click();
  const topup = page.getByRole('dialog', { name: 'Topup Balance' });
  await expect(topup).toBeVisible();
  await expect(page).toHaveURL(/[?&]dialog=topup&id=NGN/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await topup.getByRole('button', { name: 'Copy account number' }).click();
  await expect(topup.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(topup.getByRole('button', { name: 'Copy account number' })).toBeVisible({
    timeout: 4000,
  });

  // A hand-written URL cannot offer a top-up on another wallet.
  await page.goto('/dashboard/account/balances?dialog=topup&id=USD');
  await expect(wallets.getByRole('group', { name: 'NGN Balance' })).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await expect(page.getByRole('dialog', { name: 'Topup Balance' })).toHaveCount(0);
});

test("'Verify Payout' on an Awaiting Verification payout resends the OTP, then verifies it", async ({
  page,
}) => {
  // Lagos Fresh Foods holds the naira the seeded 1,250,000 payout needs.
  await signInWithOtp(page);
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await page.goto('/dashboard/account/payouts');
  const table = page.getByRole('table', { name: 'Payouts' });
  await expect(table.getByText('Awaiting Verification').first()).toBeVisible({
    timeout: PAGE_LOAD,
  });
  const row = table.getByRole('row').filter({ hasText: 'Awaiting Verification' }).first();
  // What the OTP approves, as the list shows it: the first payout awaiting verification.
  const at = (await columnTexts(table, 'Status')).indexOf('Awaiting Verification');
  const cell = async (header: string) => (await columnTexts(table, header))[at] ?? '';
  const listed = {
    recipient: await cell('Recipient'),
    account: await cell('Beneficiary Number'),
    amount: await cell('Total Amount'),
  };
  const currency = listed.amount.split(' ')[0] ?? '';
  expect(listed.recipient).not.toBe('');
  expect(listed.account).toMatch(/^\d+$/);
  expect(currency).toMatch(/^[A-Z]{3}$/);
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: 'Payout Details' });
  await expect(details.getByText('Awaiting Verification')).toBeVisible();
  // The list has no bank column: the details name the bank, or (a mobile or merchant payout,
  // 'N/A') the row's transfer type says where the money goes.
  const bankName = await valueIn(details, 'Bank name').innerText();
  const bank = bankName === 'N/A' ? await cell('Transfer Type') : bankName;
  expect(bank).not.toMatch(/^(N\/A)?$/);

  const resend = page.waitForRequest(isCall('GET', '/subsidiary/payout/resend/otp/'));
  await details.getByRole('button', { name: 'Verify Payout' }).click();
  const batchId = new URL((await resend).url()).pathname.split('/').pop() ?? '';
  expect(batchId).toMatch(/^BATCH-/);
  const otp = page.getByRole('dialog', { name: 'Verify Payout' });
  await expect(otp).toBeVisible();
  // The merchant sees whom the OTP pays, where and how much, before approving.
  const approved = otp
    .getByRole('region', { name: /^(What you approve|Payout \d+ of \d+)$/ })
    .filter({ hasText: listed.account });
  await expect(valueIn(approved, 'Recipient')).toHaveText(listed.recipient);
  await expect(valueIn(approved, 'Account number')).toHaveText(listed.account);
  await expect(valueIn(approved, 'Bank')).toHaveText(bank);
  await expect(valueIn(approved, 'Amount')).toHaveText(listed.amount);
  await expect(valueIn(approved, 'Currency')).toHaveText(currency);
  await otp.getByRole('textbox', { name: /^OTP/ }).fill(DEMO_OTP);
  const verify = page.waitForRequest(isCall('POST', VERIFY));
  await otp.getByRole('button', { name: 'Verify' }).click();
  expect((await verify).postDataJSON()).toEqual({ otp: DEMO_OTP, batchId });
  await expect(otp).toBeHidden();
  // The list refreshes: no payout awaits verification any more.
  await expect(table.getByText('Awaiting Verification')).toHaveCount(0);
});

/** The OTP modal's read of the payouts awaiting verification. */
const awaitingVerificationRead = (request: Request) =>
  isCall('GET', PAYOUT_HISTORY)(request) &&
  new URL(request.url()).searchParams.get('status') === 'Awaiting Verification';

test('a link to a batch that awaits no verification says so, and offers no OTP to send', async ({
  page,
}) => {
  await openSignedIn(page, `${TRANSFERS}?currency=NGN&dialog=verify&id=BATCH-00000000`);
  const otp = page.getByRole('dialog', { name: 'Verify Payout' });
  await expect(
    otp.getByText(/^No payout batch with the id BATCH-00000000 is awaiting verification\./),
  ).toBeVisible({ timeout: PAGE_LOAD });
  await expect(otp.getByRole('textbox')).toHaveCount(0);
  await expect(otp.getByRole('button')).toHaveCount(1);
  await otp.getByRole('button', { name: 'Close' }).click();
  await expect(otp).toBeHidden();
  await expect(page).not.toHaveURL(/dialog=verify/);
});

test('a batch the payouts list does not give is read among those awaiting verification, with a retry', async ({
  page,
}) => {
  await openSignedIn(page, PAYOUTS);
  const table = page.getByRole('table', { name: 'Payouts' });
  await expect(table.getByText('Awaiting Verification').first()).toBeVisible({
    timeout: PAGE_LOAD,
  });
  const row = table.getByRole('row').filter({ hasText: 'Awaiting Verification' }).first();
  const otp = await openVerifyFromRow(page, row);
  const approved = otp.getByRole('region', { name: /^(What you approve|Payout 1 of \d+)$/ });
  const labels = ['Recipient', 'Account number', 'Amount'];
  await expect(valueIn(approved, 'Recipient')).not.toBeEmpty();
  const shown = await Promise.all(labels.map((label) => valueIn(approved, label).innerText()));
  const batchId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(batchId).toMatch(/^BATCH-/);

  // The link reopened with no payouts list, and the read of those awaiting verification fails.
  await setFaults(page, `500:GET:${ALL_PAYOUTS},500:GET:${PAYOUT_HISTORY}`);
  const lookups: Request[] = [];
  page.on('request', (request) => {
    if (awaitingVerificationRead(request)) lookups.push(request);
  });
  await page.reload();
  await expect(otp.getByText('The payouts of this batch could not be loaded.')).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await otp.getByRole('textbox', { name: /^OTP/ }).fill(DEMO_OTP);
  const verifyButton = otp.getByRole('button', { name: 'Verify' });
  await expect(verifyButton).toBeDisabled();

  // Only the payouts list fails now: Retry finds the batch among those awaiting verification.
  await setFaults(page, `500:GET:${ALL_PAYOUTS}`);
  await otp.getByRole('button', { name: 'Retry' }).click();
  for (const [index, label] of labels.entries())
    await expect(valueIn(approved, label)).toHaveText(shown[index] ?? '');
  await expect(verifyButton).toBeEnabled();
  expect(lookups).toHaveLength(2);
  // A money action reads the payouts list around its call: with the list back, it goes out.
  await setFaults(page, '');
  const verify = page.waitForRequest(isCall('POST', VERIFY));
  await verifyButton.click();
  expect((await verify).postDataJSON()).toEqual({ otp: DEMO_OTP, batchId });
});
