import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChecklistItem } from './ChecklistItem';

const meta: Meta<typeof ChecklistItem> = {
  title: 'UI/ChecklistItem',
  component: ChecklistItem,
  args: {
    title: 'Business information',
    percent: 40,
    step: 3,
    href: '/dashboard/getStarted/businessInformation',
  },
  decorators: [
    (Story) => (
      <ol style={{ display: 'grid', gap: 12, margin: 0, padding: 0, maxWidth: 560 }}>
        <Story />
      </ol>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Business information' })).toHaveAttribute(
      'href',
      '/dashboard/getStarted/businessInformation',
    );
    const bar = canvas.getByRole('progressbar', { name: 'Business information' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('listitem')).toHaveTextContent('40%');
    await expect(canvas.queryByRole('img', { name: 'Completed' })).not.toBeInTheDocument();
  },
};

export const NotStarted: Story = {
  args: { title: 'Bank details', percent: 0, step: 4, href: '/dashboard/getStarted/bankdetails' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

export const Complete: Story = {
  args: {
    title: 'Terms and conditions',
    percent: 100,
    step: 5,
    href: '/dashboard/getStarted/terms',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Completed' })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-complete', 'true');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { percent: 140 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('img', { name: 'Completed' })).toBeVisible();
  },
};

export const Checklist: Story = {
  render: () => (
    <>
      <ChecklistItem
        step={1}
        title="Primary Identity Information"
        percent={100}
        href="/dashboard/getStarted/personalInformation"
      />
      <ChecklistItem
        step={2}
        title="Business registration (KYC)"
        percent={60}
        href="/dashboard/getStarted/businessRegistration"
      />
      <ChecklistItem
        step={3}
        title="Business information"
        percent={0}
        href="/dashboard/getStarted/businessInformation"
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: 'Completed' })).toHaveLength(1);
  },
};

/** The figure loads (undefined): the step is drawn in full and keeps the box it will have. */
export const Loading: Story = {
  render: () => (
    <>
      <ChecklistItem step={1} title="Bank details" percent={undefined} href="/a" />
      <ChecklistItem step={2} title="Terms and conditions" percent={100} href="/b" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [loading, loaded] = canvas.getAllByRole('progressbar');
    await expect(loading).toHaveAttribute('aria-valuetext', 'Loading');
    await expect(loading).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('link', { name: 'Bank details' })).toBeVisible();
    // Nothing moves when the figure arrives: the row is as tall and the bar as wide as a loaded one.
    const box = (element: HTMLElement | undefined) => element?.getBoundingClientRect();
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(box(first)?.height).toBe(box(second)?.height);
    await expect(box(loading)?.width).toBe(box(loaded)?.width);
  },
};
