import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tones } from '../../tokens/semantic';
import { Badge } from './Badge';

const meta: Meta<typeof Badge> = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Successful', tone: 'green' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Successful')).toBeVisible();
  },
};

export const WithDot: Story = {
  args: { dot: true, tone: 'orange', children: 'Pending' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pending').parentElement;
    const dot = badge?.querySelector('[aria-hidden="true"]');
    await expect(dot).not.toBeNull();
    await expect(badge).toHaveTextContent(/^Pending$/);
  },
};

export const Small: Story = { args: { size: 'sm', tone: 'blue', children: 'Processing' } };

const toneLabels = {
  green: 'Successful',
  red: 'Failed',
  orange: 'Pending',
  blue: 'Processing',
  indigo: 'Reversed',
  neutral: 'Unknown',
} as const;

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      {tones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 8 }}>
          <Badge {...args} tone={tone}>
            {toneLabels[tone]}
          </Badge>
          <Badge {...args} tone={tone} dot>
            {toneLabels[tone]}
          </Badge>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Each tone carries its meaning in text; axe checks every tone's contrast.
    for (const label of Object.values(toneLabels)) {
      await expect(within(canvasElement).getAllByText(label)).toHaveLength(2);
    }
  },
};

export const DarkTheme: Story = {
  ...AllTones,
  globals: { theme: 'dark' },
};
