import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdleWarningDialog } from './IdleWarningDialog';

const meta: Meta<typeof IdleWarningDialog> = {
  title: 'Screens/Session/IdleWarningDialog',
  component: IdleWarningDialog,
  args: {
    open: true,
    secondsLeft: 60,
    onStaySignedIn: fn(),
    onSignOut: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(document.body).findByRole('alertdialog', { name: 'Are you still there?' });

/** One minute before the sign-out: 'Stay signed in' has the focus and keeps the session. */
export const Default: Story = {
  play: async ({ args }) => {
    const warning = await dialog();
    await expect(warning).toHaveAccessibleDescription(
      'For your security, you will be signed out in 1:00 because there has been no activity.',
    );
    const stay = within(warning).getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());

    await userEvent.click(stay);

    await expect(args.onStaySignedIn).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** The countdown near its end. */
export const LastSeconds: Story = {
  args: { secondsLeft: 7 },
  play: async () => {
    const warning = await dialog();
    await expect(within(warning).getByText('0:07')).toHaveAttribute('datetime', 'PT7S');
  },
};

export const SignOutNow: Story = {
  play: async ({ args }) => {
    const warning = await dialog();

    await userEvent.click(within(warning).getByRole('button', { name: 'Sign out' }));

    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onStaySignedIn).not.toHaveBeenCalled();
  },
};

/** Escape (like the backdrop and Close) means someone is there: the session stays. */
export const EscapeStaysSignedIn: Story = {
  play: async ({ args }) => {
    await dialog();

    await userEvent.keyboard('{Escape}');

    await expect(args.onStaySignedIn).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Enter on the focused button keeps the session, as a merchant returning to the keyboard would. */
export const EnterStaysSignedIn: Story = {
  play: async ({ args }) => {
    const warning = await dialog();
    await waitFor(() =>
      expect(within(warning).getByRole('button', { name: 'Stay signed in' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Enter}');

    await expect(args.onStaySignedIn).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
