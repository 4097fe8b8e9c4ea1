import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tones } from '../../tokens/semantic';
import { Link } from '../Link';
import { Banner } from './Banner';

const meta: Meta<typeof Banner> = {
  title: 'UI/Banner',
  component: Banner,
  args: {
    tone: 'orange',
    title: 'Test mode',
    children: 'You are in test mode. Complete onboarding to request to go live.',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const TestMode: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Test mode');
    await expect(banner).toHaveAttribute('data-tone', 'orange');
    await expect(banner.querySelector('svg')).not.toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    tone: 'blue',
    title: undefined,
    children: 'We need more information to activate your account.',
    action: <Link href="/dashboard/getStarted/onboarding">CONTINUE KYC</Link>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'CONTINUE KYC' })).toHaveAttribute(
      'href',
      '/dashboard/getStarted/onboarding',
    );
  },
};

export const Urgent: Story = {
  args: { tone: 'red', role: 'alert', title: 'Payout failed', children: 'Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Payout failed');
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {tones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={tone}>
          Banner in the {tone} tone.
        </Banner>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(tones.length);
  },
};

export const WithoutIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
