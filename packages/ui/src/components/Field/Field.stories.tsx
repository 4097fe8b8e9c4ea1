import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field';
import { Fieldset } from './Fieldset';

const meta: Meta<typeof Field> = {
  title: 'UI/Field',
  component: Field,
  args: {
    label: 'Business name',
    children: (control) => <input {...control} />,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHelp: Story = {
  args: { helpText: 'As registered with the CAC.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(input).toHaveAccessibleDescription('As registered with the CAC.');
  },
};

export const WithError: Story = {
  args: { helpText: 'As registered with the CAC.', error: 'Business name is required!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'As registered with the CAC. Business name is required!',
    );
    // The message carries an icon besides its colour.
    const message = within(canvasElement).getByText('Business name is required!');
    await expect(message.parentElement?.querySelector('svg')).not.toBeNull();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Optional: Story = {
  args: { label: 'Referral code', optional: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Referral code (optional)' });
    await expect(input).not.toHaveAttribute('aria-required');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search transactions', hideLabel: true },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Search transactions');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Search transactions' }),
    ).toBeVisible();
  },
};

export const Group: Story = {
  render: () => (
    <Fieldset legend="Delivery" helpText="Choose what applies." error="Choose at least one option">
      <label>
        <input type="checkbox" /> Require delivery address
      </label>
      <label>
        <input type="checkbox" /> Require delivery note
      </label>
    </Fieldset>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Delivery' });
    await expect(group).toHaveAccessibleDescription(
      'Choose what applies. Choose at least one option',
    );
  },
};
