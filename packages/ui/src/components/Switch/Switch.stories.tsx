import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta: Meta<typeof Switch> = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Email me on every payout', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email me on every payout' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);

    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // The label toggles it too.
    await userEvent.click(canvas.getByText('Email me on every payout'));

    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('switch')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** The header's Test/Live environment switch: the parent owns the state (the page reloads). */
function EnvironmentSwitch(args: Parameters<typeof Switch>[0]) {
  const [live, setLive] = useState(false);
  return (
    <Switch
      {...args}
      checked={live}
      onChange={(next) => {
        setLive(next);
        args.onChange?.(next);
      }}
    />
  );
}

export const Environment: Story = {
  args: { label: 'Live mode', hideLabel: true, stateLabels: { on: 'Live', off: 'Test' } },
  render: (args) => <EnvironmentSwitch {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Live mode' });
    await expect(canvas.getByText('Test')).toBeVisible();

    await userEvent.click(toggle);

    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

export const ControlledWithoutUpdate: Story = {
  args: { checked: false },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    // A controlled switch reports the request but waits for the parent to change `checked`.
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

export const WithHelp: Story = {
  args: { helpText: 'We send one mail per settled payout.', labelPosition: 'start' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'We send one mail per settled payout.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
