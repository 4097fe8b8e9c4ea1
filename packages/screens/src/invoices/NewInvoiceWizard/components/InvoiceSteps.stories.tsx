import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceCurrencies } from '../../fixtures';
import { BusinessDetailsStep } from './BusinessDetailsStep';
import { InvoiceDetailsStep } from './InvoiceDetailsStep';

const meta: Meta<typeof BusinessDetailsStep> = {
  title: 'Screens/Invoices/NewInvoiceWizard/Steps',
  component: BusinessDetailsStep,
  args: {
    values: {
      customerName: 'Halima Umar',
      companyName: 'Abuja Tech Hub',
      emailAddress: 'halima@abujatechhub.ng',
      companyEmailAddress: 'accounts@abujatechhub.ng',
    },
    onNext: fn(),
    onBack: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Step one, filled in: Next hands the four fields on. */
export const BusinessDetailsFilled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledWith(args.values, expect.anything());
  },
};

/** Step two on its own: the due date starts at today and Back returns to step one. */
export const InvoiceDetailsBack: Story = {
  render: () => <InvoiceDetailsStepStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Due date/)).toHaveValue('2026-11-23');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
};

const onBack = fn();
function InvoiceDetailsStepStory() {
  return (
    <InvoiceDetailsStep
      currencies={invoiceCurrencies}
      today="2026-11-23"
      onSubmit={fn()}
      onBack={onBack}
      submitState="idle"
    />
  );
}
