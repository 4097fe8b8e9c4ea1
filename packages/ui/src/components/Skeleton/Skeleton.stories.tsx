import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta: Meta<typeof Skeleton> = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(line).not.toBeNull();
    await expect(line?.getBoundingClientRect().width).toBe(320);
    await expect(line?.getBoundingClientRect().height).toBe(14);
  },
};

export const Paragraph: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(group?.children).toHaveLength(3);
    const last = group?.children[2]?.getBoundingClientRect().width;
    await expect(last).toBeLessThan(320);
  },
};

/** One line of a 24 px heading, as tall as the heading's own text: it keeps the heading's box. */
export const TextInHeading: Story = {
  args: { shape: 'text', width: '60%' },
  decorators: [
    (Story) => (
      <p style={{ margin: 0, fontSize: 24, lineHeight: 1.25 }} data-testid="heading">
        <Story />
      </p>
    ),
  ],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByTestId('heading');
    const bone = heading.querySelector('[aria-hidden="true"]');
    await expect(bone?.getBoundingClientRect().height).toBe(30);
    await expect(heading.getBoundingClientRect().height).toBe(30);
  },
};

export const Block: Story = {
  args: { shape: 'block', height: 200 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(block?.getBoundingClientRect().height).toBe(200);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', height: 48 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"]');
    const box = circle?.getBoundingClientRect();
    await expect(box?.width).toBe(48);
    await expect(box?.height).toBe(48);
  },
};

export const InBusyRegion: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Balances">
      <Skeleton shape="circle" />
      <Skeleton lines={2} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Balances' });
    // The placeholders are invisible to assistive technology; the region announces busy.
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.textContent).toBe('');
    for (const placeholder of region.children) {
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const Animated: Story = {
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[aria-hidden="true"]');
    if (!line) throw new Error('Skeleton not rendered');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(line).animationName === 'none').toBe(reduced);
  },
};
