import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildBusinessInfo, pngFile } from '../fixtures';
import type { BusinessInfo } from '../types';
import { BusinessSettingsScreen } from './BusinessSettingsScreen';
import { logoMessages } from './components/LogoControl';
import { passwordChangeMessages } from './components/PasswordForm.schema';

const ready = (data: BusinessInfo) => ({ status: 'ready' as const, data });

const meta: Meta<typeof BusinessSettingsScreen> = {
  title: 'Screens/Settings/BusinessSettings',
  component: BusinessSettingsScreen,
  args: {
    business: ready(buildBusinessInfo()),
    onLogoUpdate: fn(),
    onLogoRemove: fn(),
    logoState: 'idle',
    onChangePassword: fn(),
    passwordState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const info = (root: HTMLElement, label: string) =>
  within(within(root).getByRole('region', { name: 'Business Information' })).getByText(label, {
    selector: 'dt',
  }).nextElementSibling;
const logoInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new TypeError('logo input missing');
  return input;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(info(canvasElement, 'Status')).toHaveTextContent('Active');
    await expect(info(canvasElement, 'Business name')).toHaveTextContent('Lagos Fresh Foods');
    await expect(info(canvasElement, 'Business email')).toHaveTextContent(
      'hello@lagosfreshfoods.ng',
    );
    await expect(info(canvasElement, 'Business type')).toHaveTextContent('Company');
    await expect(info(canvasElement, 'Legal business name')).toHaveTextContent(
      'Lagos Fresh Foods Ltd',
    );
    await expect(info(canvasElement, 'Description')).toHaveTextContent(
      'Fresh produce delivered across Lagos.',
    );
    await expect(
      within(canvasElement).getByRole('img', { name: 'Lagos Fresh Foods' }),
    ).toBeVisible();
  },
};

const statusStory = (status: string, tone: string): Story => ({
  args: { business: ready(buildBusinessInfo({ status })) },
  play: async ({ canvasElement }) => {
    const badge = info(canvasElement, 'Status')?.querySelector('[data-tone]');
    await expect(badge).toHaveTextContent(status);
    await expect(badge).toHaveAttribute('data-tone', tone);
  },
});
export const StatusNew = statusStory('New', 'indigo');
export const StatusPendingApproval = statusStory('Pending-Approval', 'orange');
export const StatusActive = statusStory('Active', 'green');

export const UpdateLogo: Story = {
  play: async ({ canvasElement, args }) => {
    const logo = pngFile('new-logo.png');
    await userEvent.upload(logoInput(canvasElement), logo);
    await waitFor(() => expect(args.onLogoUpdate).toHaveBeenCalledWith(logo));
  },
};

export const LogoTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(logoInput(canvasElement), pngFile('big.png', 1024 * 1024 + 1));
    await expect(await within(canvasElement).findByText(logoMessages.size)).toBeVisible();
    await expect(args.onLogoUpdate).not.toHaveBeenCalled();
  },
};

export const LogoWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      logoInput(canvasElement),
      new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }),
      { applyAccept: false },
    );
    await expect(await within(canvasElement).findByText(logoMessages.type)).toBeVisible();
    await expect(args.onLogoUpdate).not.toHaveBeenCalled();
  },
};

export const RemoveLogo: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove logo' }));
    await expect(args.onLogoRemove).toHaveBeenCalledTimes(1);
  },
};

export const NoLogo: Story = {
  args: { business: ready(buildBusinessInfo({ logoUrl: undefined, legalName: undefined })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Remove logo' })).toBeNull();
    await expect(info(canvasElement, 'Legal business name')).toHaveTextContent('N/A');
  },
};

// The password form renders once its code resolves, a moment after the page.
const oldPassword = (root: HTMLElement) => within(root).findByLabelText(/^Old password/);
const newPassword = (root: HTMLElement) => within(root).findByLabelText(/^New password/);
const resetButton = (root: HTMLElement) =>
  within(root).findByRole('button', { name: 'Reset password' });

export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(await oldPassword(canvasElement), 'Old.Pass1');
    await userEvent.type(await newPassword(canvasElement), 'New.Pass2');
    await userEvent.click(await resetButton(canvasElement));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        oldPassword: 'Old.Pass1',
        newPassword: 'New.Pass2',
      }),
    );
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await resetButton(canvasElement));
    await expect(
      await within(canvasElement).findByText(passwordChangeMessages.oldRequired),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(passwordChangeMessages.newRequired)).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const PasswordTooWeak: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await oldPassword(canvasElement), 'Old.Pass1');
    await userEvent.type(await newPassword(canvasElement), 'password');
    await userEvent.click(await resetButton(canvasElement));
    await expect(
      await within(canvasElement).findByText(passwordChangeMessages.newStrength),
    ).toBeVisible();
  },
};

export const PasswordSameAsOld: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await oldPassword(canvasElement), 'Old.Pass1');
    await userEvent.type(await newPassword(canvasElement), 'Old.Pass1');
    await userEvent.click(await resetButton(canvasElement));
    await expect(
      await within(canvasElement).findByText(passwordChangeMessages.sameAsOld),
    ).toBeVisible();
  },
};

export const PasswordServerError: Story = {
  args: { passwordState: 'error', passwordError: 'Old password is incorrect' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Old password is incorrect',
    );
  },
};

export const PasswordPending: Story = {
  args: { passwordState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(await resetButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = { args: { business: { status: 'loading' } } };

/**
 * The information arriving while the page is shown: the placeholder has the content's size, so
 * the password section stays where it is (Cumulative Layout Shift).
 */
function dataArrives(viewport?: string): Story {
  return {
    // A business without a logo (a new one's, the sandbox's): a logo adds 'Remove logo', which
    // the placeholder cannot know of.
    args: { business: ready(buildBusinessInfo({ logoUrl: undefined })) },
    globals: viewport ? { viewport: { value: viewport, isRotated: false } } : undefined,
    render: function Render(args) {
      const [arrived, setArrived] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setArrived(true)}>
            Data arrives
          </button>
          <BusinessSettingsScreen
            {...args}
            business={arrived ? args.business : { status: 'loading' }}
          />
        </>
      );
    },
    play: async ({ canvasElement }) => {
      // Arrange: the page while the information loads.
      const canvas = within(canvasElement);
      const password = canvas.getByRole('heading', { name: 'Password' });
      const before = password.getBoundingClientRect().top;

      // Act: the information comes in.
      await userEvent.click(canvas.getByRole('button', { name: 'Data arrives' }));
      await expect(info(canvasElement, 'Status')).toHaveTextContent('Active');

      // Assert: the password section has not moved (text metrics may round a pixel).
      await expect(Math.abs(password.getBoundingClientRect().top - before)).toBeLessThanOrEqual(2);
    },
  };
}
export const DataArrives = dataArrives();
export const DataArrivesOnPhone = dataArrives('phone');

export const Error: Story = {
  args: { business: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unexpected Error!')).toBeVisible();
  },
};
