import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PATHS } from '../../../../routes/paths';
import { FormPage } from './FormPage';
import { errorStory } from '../../../../list/fixtures/stateStories';

const meta: Meta<typeof FormPage<string>> = {
  title: 'Screens/OnboardingForms/Parts/FormPage',
  component: FormPage,
  parameters: { layout: 'padded' },
  args: {
    pathname: PATHS.contactInformation,
    title: 'Contact Information',
    onBack: fn(),
    data: { status: 'ready', data: 'The form goes here.' },
    children: (text: string) => <p>{text}</p>,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The form goes here.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to onboarding checklist' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Contact Information',
    );
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = errorStory();
