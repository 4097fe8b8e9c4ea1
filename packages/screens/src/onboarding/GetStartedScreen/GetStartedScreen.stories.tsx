import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { getStartedOptionsFixture } from '../fixtures';
import {
  GET_STARTED_SUBMIT,
  GET_STARTED_SUBTITLE,
  GET_STARTED_TITLE,
  GetStartedScreen,
} from './GetStartedScreen';

const meta: Meta<typeof GetStartedScreen> = {
  title: 'Screens/Onboarding/GetStarted',
  component: GetStartedScreen,
  args: {
    options: { status: 'ready', data: getStartedOptionsFixture },
    onSubmit: fn(),
    submitState: 'idle',
    onBack: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: GET_STARTED_SUBMIT });

/** Fills every required field; the referral code and type are left as they open. */
async function fillRequired(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Business name/ }), 'Eze Stores');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Business size/ }), '1-10');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Business category/ }), '2');
  await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
}

/** The empty form: Nigeria and Company chosen, the button disabled until the rule is met. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: GET_STARTED_TITLE })).toBeVisible();
    await expect(canvas.getByText(GET_STARTED_SUBTITLE)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('NG');
    await expect(canvas.getByRole('radio', { name: 'Company' })).toBeChecked();
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

/** Filled and sent: the payload as spec §3 names it, isDeveloper a boolean, no empty referral code. */
export const Submitted: Story = {
  play: async ({ args, canvasElement }) => {
    await fillRequired(canvasElement);
    await expect(submitButton(canvasElement)).toBeEnabled();

    await userEvent.click(submitButton(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      businessName: 'Eze Stores',
      country: 'NG',
      businessType: 'Company',
      businessSize: '1-10',
      isDeveloper: false,
      businessCategoryId: '2',
    });
  },
};

/** The optional fields given: Individual, a developer, in Ghana, with a referral code. */
export const SubmittedWithOptionalFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'GH');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Individual' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Referral code/ }), 'ADA2026');

    await userEvent.click(submitButton(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith({
      businessName: 'Eze Stores',
      country: 'GH',
      businessType: 'Individual',
      businessSize: '1-10',
      isDeveloper: true,
      businessCategoryId: '2',
      referalCode: 'ADA2026',
    });
  },
};

/** A business that already has a name: it is pre-filled and counts as given. */
export const ExistingBusinessName: Story = {
  args: { existingBusinessName: 'Adaeze Catering Services' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Business name/ })).toHaveValue(
      'Adaeze Catering Services',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Business size/ }), '11-50');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Business category/ }), '1');
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));

    await userEvent.click(submitButton(canvasElement));

    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ businessName: 'Adaeze Catering Services', businessSize: '11-50' }),
    );
  },
};

/** 'Business name is required!' once the name is left empty; the button stays disabled. */
export const BusinessNameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Business name/ }));
    await userEvent.tab();

    await expect(canvas.getByText('Business name is required!')).toBeVisible();
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

/** 'Business size is required!' once the size list is left without a choice. */
export const BusinessSizeRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /Business size/ }));
    await userEvent.tab();

    await expect(canvas.getByText('Business size is required!')).toBeVisible();
  },
};

/** 'Business category is required!' once the category list is left without a choice. */
export const BusinessCategoryRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /Business category/ }));
    await userEvent.tab();

    await expect(canvas.getByText('Business category is required!')).toBeVisible();
  },
};

/** The call in flight: the button is busy, a second press sends nothing more. */
export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await fillRequired(canvasElement);
    await expect(submitButton(canvasElement)).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(submitButton(canvasElement));

    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message shows and every answer stays as typed. */
export const ServerError: Story = {
  args: {
    submitState: 'error',
    errorMessage: 'Business name, size, category and developer status are required',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Business name, size, category and developer status are required',
    );
    await expect(canvas.getByRole('textbox', { name: /Business name/ })).toHaveValue('Eze Stores');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

/** Back returns to the previous page. */
export const Back: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));

    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { options: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

export const Error: Story = {
  args: {
    options: { status: 'error', message: 'Service temporarily unavailable', onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Service temporarily unavailable')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));

    if (args.options.status === 'error') await expect(args.options.onRetry).toHaveBeenCalled();
  },
};
