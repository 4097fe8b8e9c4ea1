import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAVED_MESSAGE } from '../components/FormActions';
import {
  identificationTypesFixture,
  oversizedFile,
  pdfFile,
  personalViewFixture,
  pngFile,
  wordFile,
} from '../fixtures';
import { onboardingMessages } from '../rules';
import { inputByLabel, typeAndLeave } from '../../../forms/storyHelpers';
import { chooseFile, saveButton, formScreenArgs, formScreenStories } from '../storyHelpers';
import {
  PersonalInformationScreen,
  type PersonalInformationScreenProps,
} from './PersonalInformationScreen';
import { personalLabels, type PersonalInformationView } from './PersonalInformationScreen.schema';

const ready = (
  saved: PersonalInformationView | undefined,
): PersonalInformationScreenProps['data'] => ({
  status: 'ready',
  data: { saved, identificationTypes: identificationTypesFixture },
});
const empty = ready(undefined);

const meta: Meta<typeof PersonalInformationScreen> = {
  title: 'Screens/OnboardingForms/PersonalInformation',
  component: PersonalInformationScreen,
  parameters: { layout: 'padded' },
  args: {
    data: empty,
    ...formScreenArgs(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const { withOutcome, showsMessage } = formScreenStories(PersonalInformationScreen, personalLabels);

/** Fills every text field of a new business's form. */
async function fillText(root: HTMLElement) {
  await typeAndLeave(root, personalLabels.bvn, '22198765432');
  await typeAndLeave(root, personalLabels.firstName, 'Chiamaka');
  await typeAndLeave(root, personalLabels.lastName, 'Eze');
  await userEvent.click(within(root).getByRole('radio', { name: 'Female' }));
  await typeAndLeave(root, personalLabels.dateOfBirth, '1990-04-21');
  await typeAndLeave(root, personalLabels.mobileNumber, '8031234567');
  await userEvent.selectOptions(inputByLabel(root, personalLabels.idType), '3');
  await typeAndLeave(root, personalLabels.idNumber, 'A01234567');
}

const textPayload = {
  bvn: '22198765432',
  firstname: 'Chiamaka',
  lastname: 'Eze',
  gender: 'Female',
  dateofbirth: '1990-04-21',
  mobilenumber: '+2348031234567',
  idtype: '3',
  idnumber: 'A01234567',
};

/** A new business: every field empty, no document saved. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Primary Identity Information' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to onboarding checklist' })).toBeVisible();
    await expect(inputByLabel(canvasElement, personalLabels.bvn)).toHaveValue('');
    await expect(canvas.getByText('+234')).toBeVisible();
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose an ID type',
      ...identificationTypesFixture.map((type) => type.name),
    ]);
    await expect(canvas.queryByText('Saved')).toBeNull();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Primary Identity Information',
    );
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  args: {
    data: { status: 'error', message: 'Unable to load your information', onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unable to load your information')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.data.status === 'error') await expect(args.data.onRetry).toHaveBeenCalled();
  },
};

/** A merchant coming back: the saved details pre-filled, saved documents shown as saved. */
export const Filled: Story = {
  args: { data: ready(personalViewFixture()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(inputByLabel(canvasElement, personalLabels.firstName)).toHaveValue('Adaeze');
    await expect(inputByLabel(canvasElement, personalLabels.mobileNumber)).toHaveValue(
      '8031234567',
    );
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(inputByLabel(canvasElement, personalLabels.idType)).toHaveValue('1');
    await expect(canvas.getAllByText('Saved')).toHaveLength(3);
    await expect(canvas.getByText('nin-slip.pdf')).toBeVisible();
    await expect(canvas.getByText('utility-bill.pdf')).toBeVisible();

    // Saved documents count as present: nothing new is required, and no file is re-sent.
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      bvn: '22198765432',
      firstname: 'Adaeze',
      lastname: 'Okafor',
      gender: 'Female',
      dateofbirth: '1986-03-14',
      mobilenumber: '+2348031234567',
      idtype: '1',
      idnumber: '12345678901',
    });
  },
};

/** A new business fills everything and chooses its documents: the multipart payload. */
export const SubmitsNewDetails: Story = {
  play: async ({ canvasElement, args }) => {
    await fillText(canvasElement);
    const identification = pdfFile('nin-slip.pdf');
    const passport = pngFile('passport.png');
    const proof = pdfFile('lawma-bill.pdf');
    await chooseFile(canvasElement, personalLabels.identification, identification);
    await chooseFile(canvasElement, personalLabels.passportPhoto, passport);
    await chooseFile(canvasElement, personalLabels.proofOfAddress, proof);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...textPayload,
      identification,
      passportphoto: passport,
      proofofaddress: proof,
    });
  },
};

/** The typed text is reported as a draft (never the files), for the app to keep. */
export const ReportsDraft: Story = {
  args: { data: ready(personalViewFixture()) },
  play: async ({ canvasElement, args }) => {
    await typeAndLeave(canvasElement, personalLabels.idNumber, '9');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ idNumber: '123456789019' });
    await chooseFile(canvasElement, personalLabels.proofOfAddress, pdfFile('bill.pdf'));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ idNumber: '123456789019' });
  },
};

/** Back after a reload: the unsaved draft is applied over the saved values and counts as unsaved. */
export const DraftRestored: Story = {
  args: { data: ready(personalViewFixture()), draft: { firstName: 'Ada', idNumber: '555' } },
  play: async ({ canvasElement, args }) => {
    await expect(inputByLabel(canvasElement, personalLabels.firstName)).toHaveValue('Ada');
    await expect(inputByLabel(canvasElement, personalLabels.idNumber)).toHaveValue('555');
    await expect(inputByLabel(canvasElement, personalLabels.lastName)).toHaveValue('Okafor');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

/** Save on an empty form: every required field and both required documents say so. */
export const RequiredOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(saveButton(canvasElement));
    for (const message of [
      'BVN is required!',
      'First name is required!',
      'Last name is required!',
      'Gender is required!',
      'Date of birth is required!',
      'Mobile number is required!',
      'ID type is required!',
      'ID number is required!',
      onboardingMessages.identificationRequired,
      onboardingMessages.proofOfAddressRequired,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BvnLength = showsMessage('bvn', '2219876', 'bvn should contain 11 number');
export const BvnDigits = showsMessage('bvn', '2219876543x', 'bvn should contain 11 number');
export const FirstNameAlphabet = showsMessage(
  'firstName',
  'Ada2',
  'First name must only contain alphabet',
);
export const LastNameAlphabet = showsMessage(
  'lastName',
  'Oka-for',
  'Last name must only contain alphabet',
);
export const DateFormat = showsMessage(
  'dateOfBirth',
  '21/04/1990',
  'date must be in this YYYY-MM-DD format',
);
export const DateNotACalendarDay = showsMessage(
  'dateOfBirth',
  '1990-02-30',
  'date must be in this YYYY-MM-DD format',
);
export const MobileDigits = showsMessage(
  'mobileNumber',
  '80312x4567',
  'mobile number should contain number',
);
export const MobileLength = showsMessage(
  'mobileNumber',
  '803123',
  'Mobile number must contain 10 character',
);

/** The generic required message of each text field, shown once the field is left empty. */
export const BvnRequired = showsMessage('bvn', '', 'BVN is required!');
export const FirstNameRequired = showsMessage('firstName', '', 'First name is required!');
export const LastNameRequired = showsMessage('lastName', '', 'Last name is required!');
export const DateOfBirthRequired = showsMessage('dateOfBirth', '', 'Date of birth is required!');
export const MobileRequired = showsMessage('mobileNumber', '', 'Mobile number is required!');
export const IdTypeRequired = showsMessage('idType', '', 'ID type is required!');
export const IdNumberRequired = showsMessage('idNumber', '', 'ID number is required!');

/** A document over 5 MB is refused with the spec's text, and the other uploads keep their files. */
export const DocumentTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, personalLabels.identification, pdfFile('nin-slip.pdf'));
    await chooseFile(canvasElement, personalLabels.proofOfAddress, oversizedFile('scan.pdf', 5));
    await expect(canvas.getByText('Document should be 5bm or less')).toBeVisible();
    await expect(canvas.queryByText('scan.pdf', { exact: false, selector: 'li *' })).toBeNull();
    await expect(canvas.getByText('nin-slip.pdf')).toBeVisible();
  },
};

/** A file of another type is refused before anything is sent. */
export const DocumentWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, personalLabels.identification, wordFile());
    await expect(
      within(canvasElement).getByText('Document should be a png, jpg, jpeg or pdf file'),
    ).toBeVisible();
    await userEvent.click(saveButton(canvasElement));
    await expect(
      within(canvasElement).getByText(onboardingMessages.identificationRequired),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const IdentificationRequired: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, personalLabels.proofOfAddress, pdfFile('bill.pdf'));
    await userEvent.click(saveButton(canvasElement));
    await expect(
      within(canvasElement).getByText('Identification file is required is required'),
    ).toBeVisible();
  },
};

export const ProofOfAddressRequired: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, personalLabels.identification, pdfFile('nin.pdf'));
    await userEvent.click(saveButton(canvasElement));
    await expect(within(canvasElement).getByText('Proof of address is required')).toBeVisible();
  },
};

/** While the files upload: Save is busy and the fields cannot change. */
export const Uploading: Story = {
  args: { data: ready(personalViewFixture()), submitState: 'pending' },
  play: async ({ canvasElement, args }) => {
    const save = saveButton(canvasElement);
    await expect(save).toHaveTextContent('Uploading…');
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(inputByLabel(canvasElement, personalLabels.bvn)).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A double click sends the form once. */
export const DoubleClickSavesOnce: Story = {
  args: { data: ready(personalViewFixture()) },
  render: withOutcome('success'),
  play: async ({ canvasElement, args }) => {
    await userEvent.dblClick(saveButton(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByText(SAVED_MESSAGE)).toBeVisible());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses: its message shows and every field keeps what was typed. */
export const ServerError: Story = {
  render: withOutcome('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillText(canvasElement);
    await chooseFile(canvasElement, personalLabels.identification, pdfFile('nin-slip.pdf'));
    await chooseFile(canvasElement, personalLabels.proofOfAddress, pdfFile('bill.pdf'));
    await userEvent.click(saveButton(canvasElement));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'BVN could not be verified, check the number',
    );
    await expect(inputByLabel(canvasElement, personalLabels.bvn)).toHaveValue('22198765432');
    await expect(inputByLabel(canvasElement, personalLabels.firstName)).toHaveValue('Chiamaka');
    await expect(inputByLabel(canvasElement, personalLabels.dateOfBirth)).toHaveValue('1990-04-21');
    await expect(canvas.getByText('nin-slip.pdf')).toBeVisible();
    await expect(canvas.getByText('bill.pdf')).toBeVisible();
  },
};

/** Saved: the confirmation shows, the chosen files are cleared and nothing is left unsaved. */
export const Saved: Story = {
  args: { data: ready(personalViewFixture()) },
  render: withOutcome('success'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeAndLeave(canvasElement, personalLabels.idNumber, '9');
    await chooseFile(canvasElement, personalLabels.passportPhoto, pngFile('new-photo.png'));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(saveButton(canvasElement));

    await expect(await canvas.findByText(SAVED_MESSAGE)).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(null);
    // The new photograph is now listed as saved, not as a chosen file.
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    await expect(canvas.getByText('new-photo.png')).toBeVisible();
    await expect(canvas.getAllByText('Saved')).toHaveLength(3);
    await expect(inputByLabel(canvasElement, personalLabels.idNumber)).toHaveValue('123456789019');
  },
};
