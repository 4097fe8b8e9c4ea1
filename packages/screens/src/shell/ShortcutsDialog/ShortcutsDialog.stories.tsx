import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortcutsDialog } from './ShortcutsDialog';

const meta: Meta<typeof ShortcutsDialog> = {
  title: 'Screens/Shell/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { open: true, onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Every shortcut with its keys: the palette's, the list search, this list and each `g` page. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' }),
    );
    await expect(dialog.getByText('Search').nextElementSibling).toHaveTextContent('Ctrl K or ⌘K');
    await expect(dialog.getByText('Go to Transactions').nextElementSibling).toHaveTextContent(
      'g then t',
    );
    await expect(dialog.getByText("Search or filter this page's list")).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' }),
    ).toBeVisible();
  },
};
