import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const kycTabs = [
  { id: 'profile', label: 'Profile', content: <p>Profile form</p> },
  { id: 'bank', label: 'Bank Details', content: <p>Bank details form</p> },
  { id: 'director', label: "Director's Information", content: <p>Director form</p> },
  { id: 'kyc', label: 'KYC Details', content: <p>KYC documents</p> },
];

const meta: Meta<typeof Tabs> = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { tabs: kycTabs, 'aria-label': 'Business profile', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(canvas.getByRole('tablist', { name: 'Business profile' })).toBeInTheDocument();
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent(
      'Profile form',
    );

    await userEvent.tab();
    await expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');

    await expect(tab('Bank Details')).toHaveFocus();
    await expect(tab('Bank Details')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Bank Details' })).toHaveTextContent(
      'Bank details form',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('bank');

    await userEvent.keyboard('{End}');
    await expect(tab('KYC Details')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('KYC Details')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');

    // Only the selected tab is in the Tab order: the next stop is the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: {
    'aria-label': 'Chargebacks',
    tabs: [
      { id: 'overview', label: 'Overview' },
      { id: 'holding', label: 'Holding Balance', disabled: true },
      { id: 'history', label: 'History' },
    ],
    children: <p>Chargeback list</p>,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const holding = canvas.getByRole('tab', { name: 'Holding Balance' });
    await expect(holding).toBeDisabled();

    await userEvent.click(holding, { pointerEventsCheck: 0 });
    await expect(holding).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('history');
    await expect(args.onChange).not.toHaveBeenCalledWith('holding');
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toHaveTextContent(
      'Chargeback list',
    );
  },
};

export const Controlled: Story = {
  args: {
    'aria-label': 'Transfer',
    value: 'new',
    tabs: [
      { id: 'new', label: 'New Transfer', content: <p>New transfer form</p> },
      { id: 'beneficiary', label: 'Beneficiary', content: <p>Saved beneficiaries</p> },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Beneficiary' }));

    await expect(args.onChange).toHaveBeenCalledWith('beneficiary');
    // The parent owns the value and did not change it.
    await expect(canvas.getByRole('tab', { name: 'New Transfer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

function ControlledDemo() {
  const [value, setValue] = useState('ngn');
  return (
    <Tabs
      aria-label="Currency"
      value={value}
      onChange={setValue}
      tabs={[
        { id: 'ngn', label: 'NGN' },
        { id: 'usd', label: 'USD' },
      ]}
    >
      <p>Transfers in {value.toUpperCase()}</p>
    </Tabs>
  );
}

export const SharedPanel: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'USD' }));
    await expect(canvas.getByRole('tabpanel', { name: 'USD' })).toHaveTextContent(
      'Transfers in USD',
    );
  },
};

export const KeepMounted: Story = {
  args: {
    keepMounted: true,
    tabs: [
      {
        id: 'profile',
        label: 'Profile',
        content: (
          <label>
            Business name <input name="businessName" />
          </label>
        ),
      },
      { id: 'bank', label: 'Bank Details', content: <p>Bank details form</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A panel is drawn once opened, not before: the page's first render draws one tab.
    await expect(canvas.queryByText('Bank details form')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Business name'), 'Ada Stores');
    await userEvent.click(canvas.getByRole('tab', { name: 'Bank Details' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await expect(canvas.getByLabelText('Business name')).toHaveValue('Ada Stores');
  },
};
