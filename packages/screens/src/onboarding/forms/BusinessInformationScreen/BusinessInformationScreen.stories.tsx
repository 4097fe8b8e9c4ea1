import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAVED_MESSAGE } from '../components/FormActions';
import { businessViewFixture, oversizedFile, pdfFile, pngFile } from '../fixtures';
import { fillForm, inputByLabel, typeAndLeave } from '../../../forms/storyHelpers';
import { chooseFile, saveButton, formScreenArgs, formScreenStories } from '../storyHelpers';
import {
  BusinessInformationScreen,
  type BusinessInformationScreenProps,
} from './BusinessInformationScreen';
import { businessLabels, type BusinessInformationView } from './BusinessInformationScreen.schema';

const ready = (
  saved: BusinessInformationView | undefined,
): BusinessInformationScreenProps['data'] => ({
  status: 'ready',
  data: saved,
});

const meta: Meta<typeof BusinessInformationScreen> = {
  title: 'Screens/OnboardingForms/BusinessInformation',
  component: BusinessInformationScreen,
  parameters: { layout: 'padded' },
  args: {
    data: ready(undefined),
    ...formScreenArgs(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const { withOutcome, showsMessage } = formScreenStories(BusinessInformationScreen, businessLabels);

const fillRequired = (root: HTMLElement) =>
  fillForm(root, businessLabels, {
    description: 'Small chops and party trays in Yaba',
    supportEmail: 'orders@yabachops.ng',
    mobileNumber: '8091234567',
    address: '21 Herbert Macaulay Way',
    city: 'Yaba',
    state: 'Lagos',
    website: 'yabachops.ng',
  });

/** A new business: every field empty, no logo. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Business information' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to onboarding checklist' })).toBeVisible();
    await expect(inputByLabel(canvasElement, businessLabels.address)).toHaveValue('');
    await expect(canvas.getByText('PNG, JPG or JPEG, 1 MB at most')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Business information',
    );
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  args: {
    data: { status: 'error', message: 'Unable to load business information', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Unable to load business information'),
    ).toBeVisible();
  },
};

/** Saved information pre-filled, the saved logo shown as saved; Save sends no logo again. */
export const Filled: Story = {
  args: { data: ready(businessViewFixture()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(inputByLabel(canvasElement, businessLabels.city)).toHaveValue('Victoria Island');
    await expect(inputByLabel(canvasElement, businessLabels.mobileNumber)).toHaveValue(
      '8031234567',
    );
    await expect(canvas.getByText('Saved')).toBeVisible();
    await expect(canvas.getByText('logo.png')).toBeVisible();

    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      description: 'Event catering in Lekki and Victoria Island',
      emailaddress: 'hello@adaezecatering.ng',
      mobilenumber: '+2348031234567',
      address: '4 Ajose Adeogun Street',
      city: 'Victoria Island',
      state: 'Lagos',
      website: 'https://adaezecatering.ng',
      facebook: '',
      instagram: 'adaezecatering',
      twitter: '',
    });
  },
};

/** A new business: the required fields and a logo; a bare domain is sent with https://. */
export const SubmitsWithLogo: Story = {
  play: async ({ canvasElement, args }) => {
    await fillRequired(canvasElement);
    await typeAndLeave(canvasElement, businessLabels.instagram, 'yabachops');
    const logo = pngFile('yaba-logo.png', 200 * 1024);
    await chooseFile(canvasElement, businessLabels.logo, logo);
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      description: 'Small chops and party trays in Yaba',
      emailaddress: 'orders@yabachops.ng',
      mobilenumber: '+2348091234567',
      address: '21 Herbert Macaulay Way',
      city: 'Yaba',
      state: 'Lagos',
      website: 'https://yabachops.ng',
      facebook: '',
      instagram: 'yabachops',
      twitter: '',
      subsidiarylogo: logo,
    });
  },
};

/** Save on an empty form: each required field says so; the social links and logo are optional. */
export const RequiredOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(saveButton(canvasElement));
    for (const message of [
      'Business description is required!',
      'Business email is required!',
      'Business phone number is required!',
      'Address is required!',
      'City is required!',
      'State is required!',
      'Website is required!',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.queryByText('Facebook is required!')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailInvalid = showsMessage(
  'supportEmail',
  'orders@yabachops',
  'Business email is not a valid email!',
);
export const MobileDigits = showsMessage(
  'mobileNumber',
  '809-123-45',
  'mobile number should contain number',
);
export const MobileLength = showsMessage(
  'mobileNumber',
  '80912',
  'Mobile number must contain 10 character',
);
export const WebsiteInvalid = showsMessage('website', 'yaba chops', 'Please enter a valid url');

/** The generic required message of each required field, shown once the field is left empty. */
export const DescriptionRequired = showsMessage(
  'description',
  '',
  'Business description is required!',
);
export const EmailRequired = showsMessage('supportEmail', '', 'Business email is required!');
export const PhoneRequired = showsMessage('mobileNumber', '', 'Business phone number is required!');
export const AddressRequired = showsMessage('address', '', 'Address is required!');
export const CityRequired = showsMessage('city', '', 'City is required!');
export const StateRequired = showsMessage('state', '', 'State is required!');
export const WebsiteRequired = showsMessage('website', '', 'Website is required!');

/** A logo over 1 MB is refused with the spec's text before anything is sent. */
export const LogoTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, businessLabels.logo, oversizedFile('big.png', 1, 'png'));
    await expect(within(canvasElement).getByText('Document should be 1mb or less')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: 'Chosen files' })).toBeNull();
  },
};

/** The logo takes no pdf. */
export const LogoWrongType: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, businessLabels.logo, pdfFile('logo.pdf'));
    await expect(
      within(canvasElement).getByText('Logo should be a png, jpg or jpeg file'),
    ).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { data: ready(businessViewFixture()), submitState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(inputByLabel(canvasElement, businessLabels.city)).toBeDisabled();
  },
};

export const DoubleClickSavesOnce: Story = {
  args: { data: ready(businessViewFixture()) },
  render: withOutcome('success'),
  play: async ({ canvasElement, args }) => {
    await userEvent.dblClick(saveButton(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByText(SAVED_MESSAGE)).toBeVisible());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { data: ready(businessViewFixture()) },
  render: withOutcome('error', 'Website could not be reached'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(inputByLabel(canvasElement, businessLabels.city));
    await typeAndLeave(canvasElement, businessLabels.city, 'Ikoyi');
    await chooseFile(canvasElement, businessLabels.logo, pngFile('new-logo.png'));
    await userEvent.click(saveButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Website could not be reached',
    );
    await expect(inputByLabel(canvasElement, businessLabels.city)).toHaveValue('Ikoyi');
    await expect(canvas.getByText('new-logo.png')).toBeVisible();
  },
};

export const Saved: Story = {
  args: { data: ready(businessViewFixture()) },
  render: withOutcome('success'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeAndLeave(canvasElement, businessLabels.twitter, 'adaezecaters');
    await chooseFile(canvasElement, businessLabels.logo, pngFile('new-logo.png'));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ twitter: 'adaezecaters' });
    await userEvent.click(saveButton(canvasElement));
    await expect(await canvas.findByText(SAVED_MESSAGE)).toBeVisible();
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(null));
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    // The new logo is now shown as the saved one.
    await expect(canvas.getByText('Saved')).toBeVisible();
    await expect(canvas.getByText('new-logo.png')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  },
};
