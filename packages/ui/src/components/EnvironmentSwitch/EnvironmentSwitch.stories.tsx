import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnvironmentSwitch } from './EnvironmentSwitch';

const meta: Meta<typeof EnvironmentSwitch> = {
  title: 'UI/Shell/EnvironmentSwitch',
  component: EnvironmentSwitch,
  args: { live: false, onToggle: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const TestMode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Live mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText('Test')).toBeVisible();

    await userEvent.click(toggle);

    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const LiveMode: Story = {
  args: { live: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Live mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('Live')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Live mode' });
    await expect(toggle).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Switching environment' })).toBeVisible();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** The parent owns the state: toggling flips the words between Test and Live. */
export const Controlled: Story = {
  render: (args) => {
    function Demo() {
      const [live, setLive] = useState(false);
      return (
        <EnvironmentSwitch
          {...args}
          live={live}
          onToggle={() => {
            args.onToggle();
            setLive((current) => !current);
          }}
        />
      );
    }
    return <Demo />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.queryByText('Test')).not.toBeInTheDocument();
  },
};
