import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { choose, control, typeInto } from '../storyHelpers';
import { BusinessProfileForm } from './BusinessProfileForm';

const COUNTRIES = [
  { shortName: 'NG', name: 'Nigeria' },
  { shortName: 'GH', name: 'Ghana' },
];

const meta: Meta<typeof BusinessProfileForm> = {
  title: 'Screens/KYC/BusinessProfileForm',
  component: BusinessProfileForm,
  args: { countries: COUNTRIES, onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: 'Profile' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(control(form(canvasElement), 'Business name')).toHaveValue('');
    await expect(control(form(canvasElement), 'Country')).toHaveValue('');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await typeInto(root, 'Business name', 'Naija Threads');
    await typeInto(root, 'Legal business name', 'Tunde Bello');
    await typeInto(root, 'Business email', 'tunde@naijathreads.ng');
    await typeInto(root, 'BVN', '22333444555');
    await typeInto(root, 'Industry', 'Fashion & Apparel');
    await choose(root, 'Business type', 'Individual');
    await choose(root, 'Country', 'Ghana');
    await typeInto(root, 'Description', 'Made-to-measure Ankara');
    await userEvent.click(within(root).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        business_name: 'Naija Threads',
        legal_business_name: 'Tunde Bello',
        email: 'tunde@naijathreads.ng',
        description: 'Made-to-measure Ankara',
        bvn: '22333444555',
        industry: 'Fashion & Apparel',
        business_type: 'Individual',
        country: 'GH',
      }),
    );
  },
};
