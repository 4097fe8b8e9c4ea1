import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clickByPosition } from '../../forms/clickByPosition';
import { COUNTRY_CHOICES, pngFile } from '../fixtures';
import { AddBusinessDialog } from './AddBusinessDialog';
import { addBusinessMessages } from './AddBusinessDialog.schema';

const meta: Meta<typeof AddBusinessDialog> = {
  title: 'Screens/Settings/AddBusinessDialog',
  component: AddBusinessDialog,
  args: {
    open: true,
    countries: COUNTRY_CHOICES,
    onClose: fn(),
    onSubmit: fn(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Add new business' });
const textbox = (name: RegExp) => within(dialog()).getByRole('textbox', { name });
const createButton = () => within(dialog()).getByRole('button', { name: 'Create' });

export const Default: Story = {
  play: async () => {
    await expect(createButton()).toBeDisabled();
    await expect(within(dialog()).getByRole('radio', { name: 'Company' })).toBeChecked();
  },
};

export const CreateWithLogo: Story = {
  play: async ({ args }) => {
    await userEvent.type(textbox(/^Business name/), 'Abuja Greens');
    await expect(createButton()).toBeEnabled();
    await userEvent.type(textbox(/^Description/), 'Vegetables in Abuja');
    await userEvent.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Country' }),
      'Ghana',
    );
    await userEvent.type(textbox(/^Business email/), 'hello@abujagreens.ng');
    await userEvent.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Dial code' }),
      '+233 (Ghana)',
    );
    await userEvent.type(textbox(/^Mobile number/), '0241234567');
    await clickByPosition(within(dialog()).getByRole('radio', { name: 'Individual' }));
    const logo = pngFile('greens.png');
    const input = dialog().querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new TypeError('logo input missing');
    await userEvent.upload(input, logo);
    // Accepted once its first bytes are read.
    await expect(await within(dialog()).findByText('greens.png')).toBeVisible();
    await clickByPosition(
      within(dialog()).getByRole('checkbox', { name: 'Make this my default business' }),
    );
    await userEvent.dblClick(createButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Abuja Greens',
        description: 'Vegetables in Abuja',
        country: 'GH',
        email: 'hello@abujagreens.ng',
        mobileNumber: '+233241234567',
        businessType: 'Individual',
        logo,
        isDefault: true,
      }),
    );
  },
};

export const NameRequired: Story = {
  play: async ({ args }) => {
    await userEvent.type(textbox(/^Description/), 'Vegetables');
    await userEvent.click(createButton());
    await expect(await within(dialog()).findByText(addBusinessMessages.nameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    await userEvent.type(textbox(/^Business email/), 'abuja@');
    await userEvent.tab();
    await expect(await within(dialog()).findByText(addBusinessMessages.emailInvalid)).toBeVisible();
  },
};

export const LogoWrongType: Story = {
  play: async () => {
    const input = dialog().querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new TypeError('logo input missing');
    await userEvent.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(await within(dialog()).findByText(addBusinessMessages.logoType)).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'A business with this name already exists' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'A business with this name already exists',
    );
  },
};

export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async () => {
    await expect(createButton()).toHaveAttribute('aria-busy', 'true');
  },
};

/** Each radio and the checkbox answer a click on the control itself, with Business name left empty. */
export const ClickEachControl: Story = {
  play: async () => {
    const individual = within(dialog()).getByRole('radio', { name: 'Individual' });
    await clickByPosition(individual);
    await expect(individual).toBeChecked();
    const company = within(dialog()).getByRole('radio', { name: 'Company' });
    await clickByPosition(company);
    await expect(company).toBeChecked();
    const isDefault = within(dialog()).getByRole('checkbox', {
      name: 'Make this my default business',
    });
    await clickByPosition(isDefault);
    await expect(isDefault).toBeChecked();
    await clickByPosition(isDefault);
    await expect(isDefault).not.toBeChecked();
  },
};
