import { expect, fn, userEvent, within } from 'storybook/test';

/** Stories every confirm dialog (open, onClose, onConfirm, submitState) tells alike (stories only). */

type ConfirmPlay = { args: { onClose: unknown; onConfirm: unknown } };

/** The base args of an open confirm dialog, idle, with spies. */
export const confirmDialogArgs = () => ({
  open: true,
  onClose: fn(),
  onConfirm: fn(),
  submitState: 'idle' as const,
});

/** The open alert dialog named `name`, once it shows. */
export const findConfirm = async (name: string) =>
  within(await within(document.body).findByRole('alertdialog', { name }));

/** Cancel (which has the focus when `focused`) closes the dialog and confirms nothing. */
export const cancelStory = (name: string, { focused = false } = {}) => ({
  play: async ({ args }: ConfirmPlay) => {
    const dialog = await findConfirm(name);
    if (focused) await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

/** While the last confirm is pending, pressing `button` again confirms nothing. */
export const pendingStory = (name: string, button: string) => ({
  args: { submitState: 'pending' as const },
  play: async ({ args }: ConfirmPlay) => {
    const dialog = await findConfirm(name);
    await userEvent.click(dialog.getByRole('button', { name: button }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});
