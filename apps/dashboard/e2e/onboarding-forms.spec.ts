import { expect, test, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY } from '@merchant/api/mocks/faults';
import { storeSignedIn } from './support';
import { fileBytes } from './uploadFiles';

const PAGES = {
  personal: '/dashboard/getStarted/personalInformation',
  contact: '/dashboard/getStarted/contactInformation',
  business: '/dashboard/getStarted/businessInformation',
  checklist: '/dashboard/getStarted/onboarding',
} as const;
const CALLS = {
  personal: '/subsidiary/dashboard/onboarding/personal/information',
  contact: '/subsidiary/dashboard/onboarding/contact/information',
  business: '/subsidiary/dashboard/onboarding/business/information',
  progress: '/subsidiary/dashboard/onboarding/percentage',
} as const;
const MB = 1024 * 1024;

const isCall = (method: string, path: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname.endsWith(path);

/** Page chunks load lazily; on a busy machine the first render of a page can take a while. */
const ARRIVAL = { timeout: 30_000 };

/** Opens an onboarding form page and waits until its heading shows. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible(ARRIVAL);
}

/** A text field, select or radio group by its label, ignoring the required asterisk. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}(\\*| \\(optional\\))?$`));

/** Chooses a file through the upload's picker, as a user does. */
async function chooseFile(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; size?: number },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: new RegExp(`^${label}\\b`) }).click();
  await (
    await chooser
  ).setFiles({
    name: file.name,
    mimeType: file.mimeType,
    buffer: fileBytes(file.mimeType, file.size),
  });
}

/** A multipart part as the journey reads it: the text, or a file's name and size. */
type SentPart = string | { name: string; size: number };
type RecordingWindow = Window & { sentForms?: Array<{ url: string; parts: [string, SentPart][] }> };

/**
 * Records every multipart body the app sends, in the page: Chromium does not report request
 * bodies that hold files to Playwright, so the journey reads the FormData the app built.
 */
async function recordMultipart(page: Page) {
  await page.addInitScript(() => {
    const recording = window as RecordingWindow;
    recording.sentForms = [];
    const send = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) {
        const url = input instanceof Request ? input.url : String(input);
        const parts = [...init.body.entries()].map(([name, value]): [string, SentPart] => [
          name,
          typeof value === 'string' ? value : { name: value.name, size: value.size },
        ]);
        recording.sentForms?.push({ url, parts });
      }
      return send(input, init);
    };
  });
}

/** The parts of the last multipart body sent to `path`, in order. */
async function sentForm(page: Page, path: string): Promise<Map<string, SentPart>> {
  const forms = await page.evaluate(() => (window as RecordingWindow).sentForms ?? []);
  const form = forms.filter((sent) => new URL(sent.url).pathname.endsWith(path)).pop();
  if (!form) throw new Error(`no multipart body was sent to ${path}`);
  return new Map(form.parts);
}

/** A part of a sent multipart body (null when the body has no such part). */
const part = (form: Map<string, SentPart>, name: string) => form.get(name) ?? null;

/** Resolves with the save request, and the progress re-read that must follow it. */
function saveAndProgress(page: Page, path: string) {
  let saved = false;
  const save = page.waitForRequest((request) => {
    if (isCall('POST', path)(request)) saved = true;
    return saved;
  });
  const progress = page.waitForRequest(
    (request) => saved && isCall('GET', CALLS.progress)(request),
  );
  return { save, progress };
}

/** Counts the POSTs to `path` from now on. */
function countPosts(page: Page, path: string) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isCall('POST', path)(request)) sent.push(request);
  });
  return sent;
}

// Each journey opens lazy pages and uploads on the sandbox: allow for a busy CI.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await recordMultipart(page);
  await storeSignedIn(page, 'onboarding');
});

test('Primary Identity Information: resumes from what is saved, saves once as multipart, re-reads progress', async ({
  page,
}) => {
  await open(page, PAGES.personal, 'Primary Identity Information');
  // Resuming: the saved details and documents.
  await expect(field(page, 'First name')).toHaveValue('Adaeze');
  await expect(field(page, 'Last name')).toHaveValue('Okafor');
  await expect(field(page, 'ID type')).toHaveValue('1');
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(3);
  await expect(page.getByText('nin-slip.pdf')).toBeVisible();

  await field(page, 'First name').fill('Chiamaka');
  await field(page, 'Date of birth').fill('1990-04-21');
  await field(page, 'Mobile number').fill('8051234567');
  await field(page, 'ID type').selectOption({ label: 'International Passport' });
  await field(page, 'ID number').fill('A01234567');
  await chooseFile(page, 'Proof of address', {
    name: 'lawma-bill.pdf',
    mimeType: 'application/pdf',
  });

  const sent = countPosts(page, CALLS.personal);
  const { save, progress } = saveAndProgress(page, CALLS.personal);
  await page.getByRole('button', { name: 'Save' }).dblclick();
  await save;
  const form = await sentForm(page, CALLS.personal);
  expect([...form.keys()]).toEqual([
    'bvn',
    'firstname',
    'lastname',
    'gender',
    'dateofbirth',
    'mobilenumber',
    'idtype',
    'idnumber',
    'proofofaddress',
  ]);
  expect(part(form, 'firstname')).toBe('Chiamaka');
  expect(part(form, 'dateofbirth')).toBe('1990-04-21');
  expect(part(form, 'mobilenumber')).toBe('+2348051234567');
  expect(part(form, 'idtype')).toBe('3');
  expect(part(form, 'proofofaddress')).toEqual({ name: 'lawma-bill.pdf', size: 2048 });
  await progress;
  await expect(page.getByText('Saved. Your onboarding progress has been updated.')).toBeVisible();
  expect(sent).toHaveLength(1);

  // Coming back later finds the new details and the new document saved.
  await page.reload();
  await expect(field(page, 'First name')).toHaveValue('Chiamaka', ARRIVAL);
  await expect(field(page, 'Mobile number')).toHaveValue('8051234567');
  await expect(page.getByText('lawma-bill.pdf')).toBeVisible();
});

test('Contact Information: one contact person, +234 prepended once, JSON payload', async ({
  page,
}) => {
  await open(page, PAGES.contact, 'Contact Information');
  await expect(page.getByText('+234')).toBeVisible();
  await field(page, 'First name').fill('Tunde');
  await field(page, 'Last name').fill('Bakare');
  await field(page, 'Mobile number').fill('8051234567');

  const { save, progress } = saveAndProgress(page, CALLS.contact);
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await save).postDataJSON()).toEqual({
    firstName: 'Tunde',
    lastName: 'Bakare',
    mobileNumber: '+2348051234567',
  });
  await progress;
  await expect(page.getByText('Contact information saved successfully')).toBeVisible();
});

test('Business information: pre-filled, a new logo as subsidiarylogo, saved logo shown after', async ({
  page,
}) => {
  await open(page, PAGES.business, 'Business information');
  await expect(field(page, 'City')).toHaveValue('Victoria Island');
  await expect(field(page, 'Business phone number')).toHaveValue('8031234567');

  await field(page, 'City').fill('Ikoyi');
  await field(page, 'Website').fill('adaezecatering.com.ng');
  await chooseFile(page, 'Business logo', { name: 'adaeze-logo.png', mimeType: 'image/png' });

  const { save, progress } = saveAndProgress(page, CALLS.business);
  await page.getByRole('button', { name: 'Save' }).click();
  await save;
  const form = await sentForm(page, CALLS.business);
  expect([...form.keys()]).toEqual([
    'description',
    'emailaddress',
    'mobilenumber',
    'address',
    'city',
    'state',
    'website',
    'facebook',
    'instagram',
    'twitter',
    'subsidiarylogo',
  ]);
  expect(part(form, 'city')).toBe('Ikoyi');
  expect(part(form, 'mobilenumber')).toBe('+2348031234567');
  expect(part(form, 'website')).toBe('https://adaezecatering.com.ng');
  expect(part(form, 'subsidiarylogo')).toEqual({ name: 'adaeze-logo.png', size: 2048 });
  await progress;

  await page.reload();
  await expect(field(page, 'City')).toHaveValue('Ikoyi', ARRIVAL);
  await expect(page.getByText('adaeze-logo.png')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
});

test('a file of the wrong type and one over the limit are refused with the messages, and never sent', async ({
  page,
}) => {
  await open(page, PAGES.personal, 'Primary Identity Information');
  await expect(field(page, 'First name')).toHaveValue('Adaeze');
  const sent = countPosts(page, CALLS.personal);

  await chooseFile(page, 'Passport photograph', { name: 'photo.png', mimeType: 'image/png' });
  await chooseFile(page, 'Identification', {
    name: 'id-card.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  await expect(page.getByText('Document should be a png, jpg, jpeg or pdf file')).toBeVisible();
  await chooseFile(page, 'Proof of address', {
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    size: 5 * MB + 1,
  });
  await expect(page.getByText('Document should be 5bm or less')).toBeVisible();
  // The refused files left the accepted one in place.
  await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveText([/photo\.png/]);
  expect(sent).toHaveLength(0);

  // Saving sends the accepted file only: the refused ones never leave the browser.
  const { save } = saveAndProgress(page, CALLS.personal);
  await page.getByRole('button', { name: 'Save' }).click();
  await save;
  const form = await sentForm(page, CALLS.personal);
  expect(part(form, 'passportphoto')).toEqual({ name: 'photo.png', size: 2048 });
  expect(form.has('identification')).toBe(false);
  expect(form.has('proofofaddress')).toBe(false);

  // The logo's limit is 1 MB, and it takes no pdf.
  await open(page, PAGES.business, 'Business information');
  const logoPosts = countPosts(page, CALLS.business);
  await chooseFile(page, 'Business logo', {
    name: 'logo.png',
    mimeType: 'image/png',
    size: 1 * MB + 1,
  });
  await expect(page.getByText('Document should be 1mb or less')).toBeVisible();
  await chooseFile(page, 'Business logo', { name: 'logo.pdf', mimeType: 'application/pdf' });
  await expect(page.getByText('Logo should be a png, jpg or jpeg file')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
  expect(logoPosts).toHaveLength(0);
});

test('the validation messages show at the fields and nothing is sent', async ({ page }) => {
  await open(page, PAGES.personal, 'Primary Identity Information');
  await expect(field(page, 'First name')).toHaveValue('Adaeze');
  const sent = countPosts(page, CALLS.personal);
  await field(page, 'BVN').fill('2219876');
  await field(page, 'Date of birth').fill('21/04/1990');
  await field(page, 'Mobile number').fill('80312');
  await field(page, 'First name').fill('Ada2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'BVN')).toHaveAccessibleDescription(/bvn should contain 11 number/);
  await expect(field(page, 'Date of birth')).toHaveAccessibleDescription(
    /date must be in this YYYY-MM-DD format/,
  );
  await expect(field(page, 'Mobile number')).toHaveAccessibleDescription(
    /Mobile number must contain 10 character/,
  );
  await expect(field(page, 'First name')).toHaveAccessibleDescription(
    /First name must only contain alphabet/,
  );
  expect(sent).toHaveLength(0);
});

test('a server error keeps every field as typed', async ({ page }) => {
  await page.evaluate(([key, rule]) => sessionStorage.setItem(key, rule), [
    FAULTS_STORAGE_KEY,
    `500:POST:${CALLS.contact}`,
  ] as const);
  await open(page, PAGES.contact, 'Contact Information');
  await field(page, 'First name').fill('Tunde');
  await field(page, 'Last name').fill('Bakare');
  await field(page, 'Mobile number').fill('8051234567');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Service temporarily unavailable',
  );
  await expect(field(page, 'First name')).toHaveValue('Tunde');
  await expect(field(page, 'Last name')).toHaveValue('Bakare');
  await expect(field(page, 'Mobile number')).toHaveValue('8051234567');
});

test('unsaved text survives a reload, and leaving with unsaved changes asks first', async ({
  page,
}) => {
  await open(page, PAGES.business, 'Business information');
  await expect(field(page, 'City')).toHaveValue('Victoria Island');
  await field(page, 'City').fill('Lekki');
  await field(page, 'Twitter').fill('adaezecaters');

  // The browser asks before the reload; the typed text is back after it.
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void dialog.accept();
  });
  await page.reload();
  await expect(field(page, 'City')).toHaveValue('Lekki', ARRIVAL);
  await expect(field(page, 'Twitter')).toHaveValue('adaezecaters');
  await expect(field(page, 'Address')).toHaveValue('4 Ajose Adeogun Street');

  // An in-app link asks; Stay keeps the page, Leave follows the link.
  await page.getByRole('link', { name: 'Back to onboarding checklist' }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(PAGES.business);
  await expect(field(page, 'City')).toHaveValue('Lekki');

  // The page's Back button asks too.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(PAGES.business);

  await page.getByRole('link', { name: 'Back to onboarding checklist' }).click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(PAGES.checklist, ARRIVAL);

  // The draft is kept for this business only (and dies with the session).
  const stored = await page.evaluate(() => Object.keys(sessionStorage));
  expect(stored).toContain('formDraft:10232:businessInformation');
});
