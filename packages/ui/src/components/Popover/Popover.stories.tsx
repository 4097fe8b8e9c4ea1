import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, type PopoverProps } from './Popover';

type DemoProps = Omit<PopoverProps, 'open' | 'anchorRef'> & { placeAtBottom?: boolean };

function PopoverDemo({ onClose, placeAtBottom = false, ...props }: DemoProps) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <div
      style={{
        height: placeAtBottom ? 'calc(100vh - 40px)' : undefined,
        display: 'flex',
        alignItems: 'flex-end',
      }}
    >
      <Button
        ref={anchorRef}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        Notifications
      </Button>
      <Popover
        {...props}
        open={open}
        anchorRef={anchorRef}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta: Meta<DemoProps> = {
  title: 'UI/Popover',
  render: (args) => <PopoverDemo {...args} />,
  args: {
    onClose: fn(),
    'aria-label': 'Notifications',
    children: <p style={{ margin: 8 }}>No New Notification Yet</p>,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Notifications' });

export const OpensUnderTrigger: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);

    const panel = await page().findByRole('dialog', { name: 'Notifications' });
    await expect(panel).toHaveTextContent('No New Notification Yet');
    await waitFor(() => expect(panel).toHaveAttribute('data-side', 'bottom'));
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      button.getBoundingClientRect().bottom,
    );
    await expect(panel).toHaveFocus();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    await page().findByRole('dialog');

    await userEvent.keyboard('{Escape}');

    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const panel = await page().findByRole('dialog');

    await userEvent.click(panel);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(document.body);

    await expect(args.onClose).toHaveBeenCalledWith('outside');
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const TriggerTogglesClosed: Story = {
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    await page().findByRole('dialog');

    await userEvent.click(button);

    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const FocusesFirstControl: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: 4, padding: 8 }}>
        <span>Payout approved</span>
        <Button size="sm" variant="secondary">
          Mark all as read
        </Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const panel = await page().findByRole('dialog');
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveFocus(),
    );
  },
};

export const FlipsAbove: Story = {
  args: { placeAtBottom: true },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    const panel = await page().findByRole('dialog');
    await waitFor(() => expect(panel).toHaveAttribute('data-side', 'top'));
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      button.getBoundingClientRect().top,
    );
  },
};
