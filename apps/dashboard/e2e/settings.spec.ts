import { expect, test, type Page, type Request } from '@playwright/test';
import { columnTexts, listTable } from './listTable';
import { recordMultipart } from './multipart';
import { DEMO_ACCOUNTS, openMenuLink, openSignedIn } from './support';
import { fileBytes } from './uploadFiles';

const isCall = (request: Request, path: string, method = 'POST') =>
  request.method() === method && new URL(request.url()).pathname.endsWith(path);

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test.describe('users', () => {
  async function startInvite(page: Page, email: string) {
    await openMenuLink(page, 'Users');
    await expect(page.getByRole('heading', { name: /^Users \(/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    const checked = page.waitForRequest((request) => isCall(request, '/users/exist'));
    await dialog.getByRole('textbox', { name: /^Email address/ }).fill(email);
    await dialog.getByRole('textbox', { name: /^Email address/ }).blur();
    expect((await checked).postDataJSON()).toEqual({ emailAddress: email });
    return dialog;
  }

  test("'002': someone known elsewhere is invited with e-mail and role only", async ({ page }) => {
    const dialog = await startInvite(page, DEMO_ACCOUNTS.twoFactor.email);
    await expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: /^Role/ }).selectOption('Finance');
    const sent = page.waitForRequest((request) => isCall(request, '/users/create'));
    await dialog.getByRole('button', { name: 'Invite' }).click();
    expect((await sent).postDataJSON()).toEqual({
      email: DEMO_ACCOUNTS.twoFactor.email,
      role: 'Finance',
    });
    await expect(dialog).toBeHidden();
    const table = listTable(page, 'Users');
    await expect
      .poll(() => columnTexts(table, 'Email Address'))
      .toContain(DEMO_ACCOUNTS.twoFactor.email);
  });

  test("'00': someone already on this business cannot be invited", async ({ page }) => {
    const dialog = await startInvite(page, DEMO_ACCOUNTS.noTwoFactor.email);
    await expect(dialog.getByText('User already exist on this subsidiary')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Role/ }).selectOption('Finance');
    await expect(dialog.getByRole('button', { name: 'Invite' })).toBeDisabled();
  });

  test('a new person needs names and mobile, sent with +234', async ({ page }) => {
    const dialog = await startInvite(page, 'chioma.obi@naijathreads.ng');
    await dialog.getByRole('combobox', { name: /^Role/ }).selectOption('Operations');
    await expect(dialog.getByRole('button', { name: 'Invite' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Chioma');
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Obi');
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('8051234567');
    const sent = page.waitForRequest((request) => isCall(request, '/users/create'));
    await dialog.getByRole('button', { name: 'Invite' }).click();
    expect((await sent).postDataJSON()).toEqual({
      email: 'chioma.obi@naijathreads.ng',
      role: 'Operations',
      firstName: 'Chioma',
      lastName: 'Obi',
      mobileNumber: '+2348051234567',
    });
  });

  test('Deactivate an active user', async ({ page }) => {
    await openMenuLink(page, 'Users');
    const table = listTable(page, 'Users');
    await expect
      .poll(async () => (await columnTexts(table, 'Status')).includes('Active'))
      .toBe(true);
    const emails = await columnTexts(table, 'Email Address');
    const statuses = await columnTexts(table, 'Status');
    const email =
      emails.find(
        (value, index) => statuses[index] === 'Active' && value !== DEMO_ACCOUNTS.noTwoFactor.email,
      ) ?? '';
    await page.getByRole('button', { name: `Actions for ${email}` }).click();
    const sent = page.waitForRequest((request) => isCall(request, '/users/status/deactivate'));
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    expect((await sent).postDataJSON()).toEqual({ userId: expect.any(String) });
    await expect(table.locator('tr', { hasText: email })).toContainText('Inactive');
  });
});

test('API keys: masked until revealed, copy says Copied! for 2 s, rotation asks first', async ({
  page,
}) => {
  await openMenuLink(page, 'API Keys & Webhooks');
  const secretRow = page.getByText('Secret key', { exact: true }).locator('..');
  await expect(secretRow.locator('code')).toContainText('••••');
  await page.getByRole('button', { name: 'Reveal secret key' }).click();
  await expect(secretRow.locator('code')).not.toContainText('••••');
  expect(page.url()).not.toContain('sk_');

  await page.getByRole('button', { name: 'Copy public key' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy public key' })).toBeVisible({
    timeout: 4000,
  });

  const publicRow = page.getByText('Public key', { exact: true }).locator('..');
  const before = await publicRow.locator('code').innerText();
  await page.getByRole('button', { name: 'Generate New Keys' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Generate New Keys' });
  await expect(confirm).toContainText(
    'New keys will be generated and the old one will become inactive. Continue ?',
  );
  const sent = page.waitForRequest((request) => isCall(request, '/auth/new-key'));
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await sent;
  await expect(page.getByText('New api keys have been generated successfully')).toBeVisible();
  await expect(publicRow.locator('code')).not.toHaveText(before);
});

test("'Add webUrl' is enabled only for an http(s) address with a domain", async ({ page }) => {
  await openMenuLink(page, 'API Keys & Webhooks');
  const field = page.getByRole('textbox', { name: /^Webhook URL/ });
  const add = page.getByRole('button', { name: 'Add webUrl' });
  for (const bad of ['hooks.naijathreads.ng', 'ftp://naijathreads.ng', 'https://localhost']) {
    await field.fill(bad);
    await expect(add).toBeDisabled();
  }
  await field.fill('https://hooks.naijathreads.ng/payments');
  await expect(add).toBeEnabled();
  const sent = page.waitForRequest((request) => isCall(request, '/account/default/webhook'));
  await add.click();
  expect((await sent).postDataJSON()).toEqual({
    defaultWebhook: 'https://hooks.naijathreads.ng/payments',
  });
  await expect(
    page.getByText('Current webhook: https://hooks.naijathreads.ng/payments'),
  ).toBeVisible();
});

test('a custom role is created, then edited with role_id', async ({ page }) => {
  await openMenuLink(page, 'Roles & Permissions');
  await expect(page.getByRole('tab', { name: /^Administrator/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Create custom role' }).click();
  const create = page.getByRole('dialog', { name: 'Create custom role' });
  await create.getByRole('textbox', { name: /^Role name/ }).fill('Auditor');
  await create.getByRole('textbox', { name: /^Description/ }).fill('Reads the audit trail');
  await create.getByRole('checkbox', { name: 'View dashboard' }).check();
  await create.getByRole('checkbox', { name: 'View audit trails' }).check();
  const created = page.waitForRequest((request) => isCall(request, '/role/create'));
  await create.getByRole('button', { name: 'Create role' }).click();
  expect((await created).postDataJSON()).toEqual({
    name: 'Auditor',
    description: 'Reads the audit trail',
    permissions: [1, 18],
  });
  await page.getByRole('tab', { name: 'Auditor (0 users)' }).click();
  await expect(page.getByRole('list', { name: 'Permissions of Auditor' })).toContainText(
    'View audit trails',
  );

  await page.getByRole('button', { name: 'Edit role' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role' });
  await expect(edit.getByRole('checkbox', { name: 'View dashboard' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Export transactions' }).check();
  const edited = page.waitForRequest((request) => isCall(request, '/role/edit'));
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const payload = (await edited).postDataJSON() as { permissions: number[]; role_id: number };
  expect(payload).toMatchObject({ name: 'Auditor', description: 'Reads the audit trail' });
  expect(payload.permissions).toEqual([1, 18, 3]);
  expect(typeof payload.role_id).toBe('number');
  await expect(page.getByRole('list', { name: 'Permissions of Auditor' })).toContainText(
    'Export transactions',
  );
});

test("the audit trail writes 'N / A' for a missing IP address", async ({ page }) => {
  await openMenuLink(page, 'Audit Trails');
  const table = listTable(page, 'Audit Trails');
  await expect.poll(async () => (await columnTexts(table, 'IP Address')).length).toBeGreaterThan(0);
  const next = page.getByRole('button', { name: 'Next page' });
  for (let pageNumber = 0; pageNumber < 30; pageNumber += 1) {
    if ((await columnTexts(table, 'IP Address')).includes('N / A')) break;
    await next.click();
  }
  expect(await columnTexts(table, 'IP Address')).toContain('N / A');
});

test('a new subsidiary is created (multipart) and shows in the business switcher at once', async ({
  page,
}) => {
  const sentMultipart = await recordMultipart(page);
  await page.goto('/dashboard/settings/subsidiaries');
  await expect(page.getByRole('heading', { name: /^Subsidiaries \(/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Create new subsidiary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new business' });
  await dialog.getByRole('textbox', { name: /^Business name/ }).fill('Threads Kids');
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Children’s clothing');
  await dialog.getByRole('textbox', { name: /^Business email/ }).fill('kids@naijathreads.ng');
  await dialog
    .getByRole('combobox', { name: 'Dial code' })
    .selectOption({ label: '+234 (Nigeria)' });
  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('08061234567');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'kids.png',
    mimeType: 'image/png',
    buffer: fileBytes('image/png'),
  });
  const sent = page.waitForRequest((request) => isCall(request, '/create-subsidiary'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await sent;
  const [created] = await sentMultipart('/create-subsidiary');
  expect(Object.fromEntries(created?.parts ?? [])).toMatchObject({
    name_of_subsidiary: 'Threads Kids',
    email: 'kids@naijathreads.ng',
    mobile_number: '+2348061234567',
    image: 'kids.png',
    business_type: 'Company',
    is_Default: 'false',
  });
  await expect(dialog).toBeHidden();
  await expect(listTable(page, 'Subsidiaries')).toContainText('Threads Kids');
  // No reload: the switcher lists the new business from the revalidated profile.
  await page.getByRole('button', { name: 'Naija Threads Enterprise', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: /Threads Kids/ })).toBeVisible();
});

test("'Add Bank Account': the name resolves from 10 digits, then account_type and bank_id are sent", async ({
  page,
}) => {
  await openMenuLink(page, 'Payout Accounts');
  await expect(
    page.getByRole('radiogroup', { name: 'Which account would you like to get your earnings?' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bank Account' });
  const add = dialog.getByRole('button', { name: 'Add Beneficiary' });
  await dialog.getByRole('combobox', { name: /^Bank/ }).selectOption({ index: 1 });
  const bankId = await dialog.getByRole('combobox', { name: /^Bank/ }).inputValue();
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('012345678');
  await expect(add).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('0123456789');
  const name = dialog.getByRole('textbox', { name: /^Account name/ });
  await expect(name).not.toHaveValue('');
  await expect(name).toHaveAttribute('readonly', '');
  await dialog.getByRole('radio', { name: 'Current' }).check();
  const sent = page.waitForRequest((request) => isCall(request, '/dashboard/bank/details'));
  const resolved = await name.inputValue();
  await add.click();
  expect((await sent).postDataJSON()).toEqual({
    accountNumber: '0123456789',
    accountName: resolved,
    account_type: 'Current',
    bank_id: bankId,
  });
  await expect(listTable(page, 'Bank accounts')).toContainText('0123456789');
});

test('a preference change saves once and says so', async ({ page }) => {
  await openMenuLink(page, 'Preferences');
  const split = page.getByRole('radio', { name: 'Split' });
  await expect(split).toBeVisible({ timeout: 30_000 });
  let saves = 0;
  page.on('request', (request) => {
    if (isCall(request, '/payment/fees/set')) saves += 1;
  });
  const sent = page.waitForRequest((request) => isCall(request, '/payment/fees/set'));
  // The radios show the saved value: Split is chosen once the server has it.
  await split.click();
  expect((await sent).postDataJSON()).toEqual({ feeBearer: 'SPLIT' });
  await expect(page.getByText('Fee bearer updated successfully')).toBeVisible();
  await expect(split).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Split' })).toBeChecked({ timeout: 30_000 });
  expect(saves).toBe(1);
});

test('the password changes from business settings, sent once, and leaves the fields', async ({
  page,
}) => {
  // A fresh load: the password form's code arrives after the page's (BusinessSettingsScreen).
  await page.goto('/dashboard/settings/business');
  const form = page.getByRole('form', { name: 'Password' });
  await form.getByLabel(/^Old password/).fill(DEMO_ACCOUNTS.noTwoFactor.password);
  await form.getByLabel(/^New password/).fill('Fresh.Pass9');
  let sends = 0;
  page.on('request', (request) => {
    if (isCall(request, '/change-password')) sends += 1;
  });
  const sent = page.waitForRequest((request) => isCall(request, '/change-password'));
  await form.getByRole('button', { name: 'Reset password' }).click();
  expect((await sent).postDataJSON()).toEqual({
    oldPassword: DEMO_ACCOUNTS.noTwoFactor.password,
    newPassword: 'Fresh.Pass9',
  });
  // A changed password does not stay on screen.
  await expect(form.getByLabel(/^New password/)).toHaveValue('');
  expect(sends).toBe(1);
});
