import { expect, test, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY } from '@merchant/api/mocks/faults';
import { ONBOARDING_BUSINESS, storeSignedIn } from './support';
import { fileBytes } from './uploadFiles';

const BANK_DETAILS = '/dashboard/getStarted/bankdetails';
const ONBOARDING = '/dashboard/getStarted/onboarding';
const RESOLVE = '/subsidiary/payout/account/resolve';
const PROGRESS = '/subsidiary/dashboard/onboarding/percentage';
/** Each full page load boots the in-browser sandbox, which is slow on a busy machine. */
const PAGE_LOAD = 30_000;
const BUSINESS_REGISTRATION = '/dashboard/getStarted/businessRegistration';
const COMPLIANCE = '/dashboard/compliance';
const REGISTRATION_VIEW = '/subsidiary/dashboard/onboarding/business/registration/view';
const REGISTRATION_SAVE = '/subsidiary/dashboard/onboarding/business/registration/add-or-update';
const STAKEHOLDER = '/subsidiary/dashboard/onboarding/stakeholder';

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const pdf = (name: string, bytes = 2048): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: fileBytes('application/pdf', bytes),
});

/** Chooses a file in the upload named `label` (its hidden input sits beside the picker). */
async function chooseFile(page: Page, label: string, file: UploadFile) {
  const picker = page.getByRole('button', { name: new RegExp(`^${label}`) });
  await picker.locator('xpath=..').locator('input[type="file"]').setInputFiles(file);
}

const isCall = (method: string, path: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname.endsWith(path);

type MultipartPart = [name: string, value: string | { file: string }];

/**
 * Records every multipart body the dashboard sends, as [name, text or file name] pairs:
 * Chromium does not hand bodies holding files to Playwright, so the page's fetch is wrapped.
 */
async function recordMultipart(page: Page) {
  await page.addInitScript(() => {
    const sent: Array<{ url: string; parts: MultipartPart[] }> = [];
    Object.assign(window, { multipartSent: sent });
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) {
        const url = input instanceof Request ? input.url : String(input);
        const parts = [...init.body.entries()].map(([name, value]): MultipartPart => [
          name,
          typeof value === 'string' ? value : { file: value.name },
        ]);
        sent.push({ url, parts });
      }
      return original(input, init);
    };
  });
}

/** The multipart bodies sent to a path so far. */
async function multipartSentTo(page: Page, path: string): Promise<MultipartPart[][]> {
  const sent = await page.evaluate(
    () =>
      (window as unknown as { multipartSent: Array<{ url: string; parts: MultipartPart[] }> })
        .multipartSent,
  );
  return sent.filter((entry) => new URL(entry.url).pathname.endsWith(path)).map((e) => e.parts);
}

/** A field of a form by its label, ignoring the required asterisk. */
const field = (scope: Page, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

test.beforeEach(async ({ page }) => {
  test.slow();
  await recordMultipart(page);
  await storeSignedIn(page, 'onboarding');
});

test('business registration: documents checked before sending, shareholder add/edit/delete, multipart field names', async ({
  page,
}) => {
  // A long journey: seven uploads, three dialogs and two visits.
  test.setTimeout(240_000);
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isCall('POST', REGISTRATION_SAVE)(request)) sent.push(request);
  });
  await page.goto(BUSINESS_REGISTRATION);
  const form = page.getByRole('form', { name: 'Business registration' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(form).toBeVisible({ timeout: PAGE_LOAD });
  await expect(save).toBeDisabled();

  await field(page, 'Business class').selectOption({ index: 1 });
  const businessClassId = await field(page, 'Business class').inputValue();
  await field(page, 'Registration number').fill('RC7654321');
  await field(page, 'Expected monthly transaction volume').fill('5000000');
  await field(page, 'Tax identification number').fill('98765432-0001');

  // Refused before anything is sent: a wrong type, then a file over 5 MB; the first stays.
  await chooseFile(page, 'Certificate of incorporation', pdf('cac.pdf'));
  await chooseFile(page, 'Proof of address', { ...pdf('bill.txt'), mimeType: 'text/plain' });
  await expect(form.getByText('Document should be a png, jpg, jpeg or pdf file')).toBeVisible();
  await chooseFile(page, 'Proof of address', pdf('scan.pdf', 5 * 1024 * 1024 + 1));
  await expect(form.getByText('Document should be 5mb or less')).toBeVisible();
  const chosen = form.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText('cac.pdf')).toBeVisible();
  await expect(chosen.getByText(/bill\.txt|scan\.pdf/)).toHaveCount(0);

  await chooseFile(page, 'Memorandum and articles of association', pdf('memart.pdf'));
  await chooseFile(page, 'Proof of address', pdf('bill.pdf'));
  await chooseFile(page, 'Director 1 identification', pdf('nin.pdf'));
  await chooseFile(page, 'Operating license', pdf('licence.pdf'));
  await expect(save).toBeDisabled();

  // Add a shareholder: JSON with +234 prepended once.
  await page.getByRole('button', { name: 'Add shareholder' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add shareholder' });
  await field(page, 'First name').fill('Funmilayo');
  await field(page, 'Last name').fill('Adebayo');
  await field(page, 'Gender').selectOption('Female');
  await field(page, 'Date of birth').fill('1979-11-05');
  await field(page, 'Mobile number').fill('8021234567');
  await field(page, 'BVN').fill('22111222333');
  const added = page.waitForRequest(isCall('POST', `${STAKEHOLDER}/add`));
  await dialog.getByRole('button', { name: 'Add shareholder' }).click();
  expect((await added).postDataJSON()).toEqual({
    firstName: 'Funmilayo',
    lastName: 'Adebayo',
    gender: 'Female',
    dateOfBirth: '1979-11-05',
    mobileNumber: '+2348021234567',
    bvn: '22111222333',
  });
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Shareholders' });
  await expect(list).toContainText('Funmilayo Adebayo');

  // Edit: the update call sends snake_case fields plus the id.
  await page.getByRole('button', { name: 'Edit Funmilayo Adebayo' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit shareholder' });
  await expect(field(page, 'Mobile number')).toHaveValue('8021234567');
  await field(page, 'Last name').fill('Adeyemi');
  const updated = page.waitForRequest(isCall('PATCH', `${STAKEHOLDER}/update`));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const update = (await updated).postDataJSON() as Record<string, unknown>;
  expect(update).toEqual({
    id: expect.any(String),
    first_name: 'Funmilayo',
    last_name: 'Adeyemi',
    gender: 'Female',
    date_of_birth: '1979-11-05',
    mobile_number: '+2348021234567',
    bvn: '22111222333',
  });
  await expect(list).toContainText('Funmilayo Adeyemi');
  await expect(save).toBeEnabled();
  expect(sent).toHaveLength(0);

  // Save once, even on a double click; the multipart parts carry the API's names.
  const progress = page.waitForRequest(isCall('GET', PROGRESS));
  await save.dblclick();
  await expect(page).toHaveURL(new RegExp(`${ONBOARDING}$`));
  await progress;
  expect(sent).toHaveLength(1);
  expect(await multipartSentTo(page, REGISTRATION_SAVE)).toEqual([
    [
      ['businessclassid', businessClassId],
      ['taxidnumber', '98765432-0001'],
      ['registrationNumber', 'RC7654321'],
      ['expectedMonthlyTransactionVolumn', '5000000'],
      ['certofincorporation', { file: 'cac.pdf' }],
      ['memoofassociation', { file: 'memart.pdf' }],
      ['proofofaddress', { file: 'bill.pdf' }],
      ['directorsidentification', { file: 'nin.pdf' }],
      ['operatinglicense', { file: 'licence.pdf' }],
    ],
  ]);

  // Back on the page: saved documents count as present and show as saved.
  await page.goto(BUSINESS_REGISTRATION);
  await expect(field(page, 'Registration number')).toHaveValue('RC7654321', {
    timeout: PAGE_LOAD,
  });
  await expect(
    page.getByRole('button', { name: /^Certificate of incorporation/ }),
  ).toHaveAccessibleDescription(/Saved: cac\.pdf/);
  await expect(save).toBeEnabled();

  // Delete the shareholder: Save needs one again.
  await page.getByRole('button', { name: 'Delete Funmilayo Adeyemi' }).click();
  const deleted = page.waitForRequest(
    (req) => req.method() === 'DELETE' && req.url().includes(`${STAKEHOLDER}/delete/`),
  );
  await page
    .getByRole('alertdialog', { name: 'Delete shareholder?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await deleted;
  await expect(page.getByText('No shareholders yet')).toBeVisible();
  await expect(save).toBeDisabled();
});

test('registration documents that cannot be read show the fallback message', async ({ page }) => {
  await page.evaluate(([key, rule]) => sessionStorage.setItem(key, rule), [
    FAULTS_STORAGE_KEY,
    `500-empty:GET:${REGISTRATION_VIEW}`,
  ] as const);
  await page.goto(BUSINESS_REGISTRATION);
  await expect(page.getByText('Unable to get business registration documents')).not.toHaveCount(0, {
    timeout: PAGE_LOAD,
  });
  await expect(page.getByRole('form', { name: 'Business registration' })).toHaveCount(0);
});

test("the tabbed KYC: Profile, Bank Details, Director's Information, KYC Details, back to Information", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/dashboard/settings/compliance-information');
  await expect(page.getByRole('heading', { name: 'Compliance information' })).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await page.goto(COMPLIANCE);
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('Profile', { timeout: PAGE_LOAD });
  await expect(page.getByRole('tab')).toHaveText([
    'Profile',
    'Bank Details',
    "Director's Information",
    'KYC Details',
  ]);

  // Profile: pre-filled from kyc/profile/view; Save posts the snake_case profile plus country.
  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(field(page, 'Business name')).toHaveValue(ONBOARDING_BUSINESS);
  await field(page, 'Legal business name').fill('Adaeze Okafor Catering');
  await field(page, 'BVN').fill('22198765432');
  await field(page, 'Industry').fill('Food & Beverages');
  await field(page, 'Country').selectOption('NG');
  await field(page, 'Business type').selectOption('Individual');
  await field(page, 'Description').fill('Event catering in Lekki and Victoria Island');
  const PROFILE_SAVE = '/subsidiary/dashboard/business/update';
  let profileSaves = 0;
  page.on('request', (request) => {
    if (isCall('POST', PROFILE_SAVE)(request)) profileSaves += 1;
  });
  const profileSaved = page.waitForRequest(isCall('POST', PROFILE_SAVE));
  let progress = page.waitForRequest(isCall('GET', PROGRESS));
  // A double click saves once: the save holds once it has moved on to the next tab.
  await profile.getByRole('button', { name: 'Save' }).dblclick();
  expect((await profileSaved).postDataJSON()).toEqual({
    business_name: ONBOARDING_BUSINESS,
    legal_business_name: 'Adaeze Okafor Catering',
    email: 'hello@adaezecatering.ng',
    description: 'Event catering in Lekki and Victoria Island',
    bvn: '22198765432',
    industry: 'Food & Beverages',
    business_type: 'Individual',
    country: 'NG',
  });
  await progress;
  await expect(selected).toHaveText('Bank Details');
  await expect(page).toHaveURL(/\?tab=bank$/);

  // Bank Details: the onboarding bank form without account type; resolved name, bankId and bank_id.
  const bank = page.getByRole('form', { name: 'Bank Details' });
  await expect(bank.getByLabel(/Account type/)).toHaveCount(0);
  await field(page, 'Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await field(page, 'Account number').fill('0345678912');
  await expect(field(page, 'Account name')).toHaveValue(/^[A-Z]+ [A-Z]+$/);
  const accountName = await field(page, 'Account name').inputValue();
  const bankSaved = page.waitForRequest(isCall('POST', '/subsidiary/dashboard/bank/details'));
  await bank.getByRole('button', { name: 'Save' }).click();
  expect((await bankSaved).postDataJSON()).toEqual({
    accountNumber: '0345678912',
    accountName,
    bankId: '2',
    bank_id: '2',
  });
  await expect(selected).toHaveText("Director's Information");

  // Director's Information: multipart directorname, idnumber, id.
  const director = page.getByRole('form', { name: "Director's Information" });
  await field(page, "Director's name").fill('Adaeze Okafor');
  await field(page, 'ID number').fill('A09876543');
  await chooseFile(page, 'Identification document', pdf('passport.pdf'));
  progress = page.waitForRequest(isCall('GET', PROGRESS));
  await director.getByRole('button', { name: 'Save' }).click();
  await expect(selected).toHaveText('KYC Details');
  await progress;
  expect(await multipartSentTo(page, '/subsidiary/dashboard/kyc/director/submit')).toEqual([
    [
      ['directorname', 'Adaeze Okafor'],
      ['idnumber', 'A09876543'],
      ['id', { file: 'passport.pdf' }],
    ],
  ]);

  // KYC Details: multipart proofofaddress and id; the save moves to Information (part 2 §2,
  // which governs the tabbed KYC where part 1 records the reading that leaves for /dashboard).
  const documents = page.getByRole('form', { name: 'KYC Details' });
  await chooseFile(page, 'Proof of address', pdf('bill.pdf'));
  await chooseFile(page, 'Identification', pdf('nin.pdf'));
  await documents.getByRole('button', { name: 'Save' }).click();
  await expect(selected).toHaveText("Director's Information");
  await expect(page).toHaveURL(/\?tab=director$/);
  expect(new URL(page.url()).pathname).toBe(COMPLIANCE);
  expect(await multipartSentTo(page, '/subsidiary/dashboard/kyc/details/submit')).toEqual([
    [
      ['proofofaddress', { file: 'bill.pdf' }],
      ['id', { file: 'nin.pdf' }],
    ],
  ]);

  // Shown again, Profile saves again: a merchant may correct a tab already saved.
  expect(profileSaves).toBe(1);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await field(page, 'Industry').fill('Catering');
  const savedAgain = page.waitForRequest(isCall('POST', PROFILE_SAVE));
  await profile.getByRole('button', { name: 'Save' }).click();
  expect((await savedAgain).postDataJSON()).toMatchObject({ industry: 'Catering' });
  await expect(selected).toHaveText('Bank Details');
  expect(profileSaves).toBe(2);
});

test.describe('bank details', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(BANK_DETAILS);
    await expect(page.getByRole('heading', { name: 'Bank details' })).toBeVisible({
      timeout: PAGE_LOAD,
    });
  });

  test('a number that resolves shows the name read-only; Save posts it and progress is re-read', async ({
    page,
  }) => {
    const save = page.getByRole('button', { name: 'Save' });
    await field(page, 'Account type').selectOption('Current');
    await field(page, 'Bank').selectOption({ label: 'Access Bank' });
    await field(page, 'Account number').fill('023456789');
    await expect(save).toBeDisabled();

    const resolve = page.waitForRequest(isCall('POST', RESOLVE));
    await field(page, 'Account number').pressSequentially('1');
    expect((await resolve).postDataJSON()).toEqual({
      accountNumber: '0234567891',
      bankCode: '044',
    });
    const name = field(page, 'Account name');
    await expect(name).toHaveValue(/^[A-Z]+ [A-Z]+$/);
    await expect(name).toHaveAttribute('readonly', '');
    const accountName = await name.inputValue();

    const saved = page.waitForRequest(
      isCall('POST', '/subsidiary/dashboard/onboarding/bank/details'),
    );
    let saves = 0;
    page.on('request', (request) => {
      if (isCall('POST', '/subsidiary/dashboard/onboarding/bank/details')(request)) saves += 1;
    });
    const progress = page.waitForRequest(isCall('GET', PROGRESS));
    await save.dblclick();
    expect((await saved).postDataJSON()).toEqual({
      accountType: 'Current',
      bankId: '1',
      accountNumber: '0234567891',
      accountName,
    });
    await progress;
    await expect(page).toHaveURL(new RegExp(`${ONBOARDING}$`));
    expect(saves).toBe(1);
  });

  test('a number that does not resolve shows the server message and keeps the form', async ({
    page,
  }) => {
    let saves = 0;
    page.on('request', (request) => {
      if (isCall('POST', '/subsidiary/dashboard/onboarding/bank/details')(request)) saves += 1;
    });
    await field(page, 'Account type').selectOption('Savings');
    await field(page, 'Bank').selectOption({ label: 'Zenith Bank' });
    const resolve = page.waitForResponse((response) => isCall('POST', RESOLVE)(response.request()));
    await field(page, 'Account number').fill('0234560000');
    expect((await resolve).status()).toBeGreaterThanOrEqual(400);

    const form = page.getByRole('form', { name: 'Bank details' });
    await expect(
      form.getByText('Could not resolve account name, check the account number'),
    ).toBeVisible();
    await expect(field(page, 'Account name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(field(page, 'Account number')).toHaveValue('0234560000');
    await expect(field(page, 'Bank')).toHaveValue('5');
    await expect(field(page, 'Account type')).toHaveValue('Savings');

    // Correcting the number resolves and enables Save, without a reload.
    await field(page, 'Account number').fill('0234567777');
    await expect(field(page, 'Account name')).toHaveValue(/^[A-Z]+ [A-Z]+$/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(saves).toBe(0);
  });
});
