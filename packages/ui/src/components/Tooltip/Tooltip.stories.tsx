import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../icons/icons';
import { Modal } from '../Modal';
import { Tooltip } from './Tooltip';

const infoButtonStyle = {
  display: 'inline-flex',
  padding: 4,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'help',
};

const meta: Meta<typeof Tooltip> = {
  title: 'UI/Tooltip',
  component: Tooltip,
  // Room above the trigger, where the tooltip prefers to go.
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 80 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    content: 'money for transfers',
    delayMs: 0,
    children: (
      <button type="button" aria-label="About available balance" style={infoButtonStyle}>
        <InfoIcon size={16} />
      </button>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const ShownOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About available balance' });
    await expect(page().queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(trigger).toHaveAccessibleDescription('money for transfers');

    await userEvent.tab();

    await expect(trigger).toHaveFocus();
    const tooltip = await page().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('money for transfers');
    await expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    await waitFor(() => expect(tooltip).toHaveAttribute('data-side', 'top'));
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
  },
};

export const EscapeDismisses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About available balance' });
    await userEvent.tab();
    await page().findByRole('tooltip');

    await userEvent.keyboard('{Escape}');

    await expect(page().queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const ShownOnHover: Story = {
  args: { delayMs: 150 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About available balance' });
    await userEvent.hover(trigger);
    await expect(page().queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await page().findByRole('tooltip');

    // The pointer may move onto the tooltip to read it.
    await userEvent.unhover(trigger);
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(page().getByRole('tooltip')).toBeInTheDocument();

    await userEvent.unhover(tooltip);
    await waitFor(() => expect(page().queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const LedgerBalance: Story = {
  args: {
    content: 'What has been made and will be settled to your preferred account on the due date.',
    side: 'bottom',
    children: (
      <button type="button" aria-label="About ledger balance" style={infoButtonStyle}>
        <InfoIcon size={16} />
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button'));
    const tooltip = await page().findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-side', 'bottom'));
  },
};

export const EscapeInsideModal: Story = {
  render: (args) => (
    <Modal open onClose={fn()} title="Balance details">
      <Tooltip {...args} />
    </Modal>
  ),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Balance details' });
    await userEvent.hover(within(dialog).getByRole('button', { name: 'About available balance' }));
    await page().findByRole('tooltip');

    await userEvent.keyboard('{Escape}');

    await expect(page().queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(dialog).toBeInTheDocument();
  },
};
