import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildBusinessInfo, pngFile } from '../../fixtures';
import { LogoControl, logoMessages } from './LogoControl';

const meta: Meta<typeof LogoControl> = {
  title: 'Screens/Settings/BusinessSettings/LogoControl',
  component: LogoControl,
  args: {
    name: 'Lagos Fresh Foods',
    logoUrl: buildBusinessInfo().logoUrl,
    onUpdate: fn(),
    onRemove: fn(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const logoInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new TypeError('logo input missing');
  return input;
};

/** The current logo; a checked png goes straight to onUpdate. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Lagos Fresh Foods' })).toBeVisible();
    await expect(canvas.getByText('PNG, JPG or JPEG, up to 1 MB.')).toBeVisible();
    const logo = pngFile('new-logo.png');
    await userEvent.upload(logoInput(canvasElement), logo);
    // The file is handed on once its first bytes are read, a moment after the upload.
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledWith(logo));
  },
};

export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove logo' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** No logo yet: initials stand in and there is nothing to remove. */
export const NoLogo: Story = {
  args: { logoUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Remove logo' })).toBeNull();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(logoInput(canvasElement), pngFile('big.png', 1024 * 1024 + 1));
    await expect(await within(canvasElement).findByText(logoMessages.size)).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(
      logoInput(canvasElement),
      new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    await expect(
      await within(canvasElement).findByText('Logo must be a png, jpg or jpeg image'),
    ).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** While a logo request runs, the upload is disabled and Remove logo is busy. */
export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(logoInput(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove logo' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
