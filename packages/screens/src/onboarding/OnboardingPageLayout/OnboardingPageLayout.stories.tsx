import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import {
  CHECKLIST_LINK_LABEL,
  ONBOARDING_BACK_LABEL,
  OnboardingPageLayout,
} from './OnboardingPageLayout';

const meta: Meta<typeof OnboardingPageLayout> = {
  title: 'Screens/Onboarding/OnboardingPageLayout',
  component: OnboardingPageLayout,
  args: {
    pathname: PATHS.contactInformation,
    title: 'Contact Information',
    description: 'The person we contact about this business.',
    onBack: fn(),
    children: <p>The form goes here.</p>,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A form page: Back, the link to the checklist, the heading and the form. */
export const FormPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Contact Information' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: CHECKLIST_LINK_LABEL })).toHaveAttribute(
      'href',
      PATHS.onboarding,
    );

    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_BACK_LABEL }));

    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The checklist itself: no Back link and no link to itself. */
export const ChecklistPage: Story = {
  args: {
    pathname: PATHS.onboarding,
    title: 'We need more information',
    description: undefined,
    children: <p>The steps go here.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'We need more information',
    );
    await expect(canvas.queryByRole('button', { name: ONBOARDING_BACK_LABEL })).toBeNull();
    await expect(canvas.queryByRole('link', { name: CHECKLIST_LINK_LABEL })).toBeNull();
  },
};

/** A page before the checklist exists (get-started): Back only. */
export const WithoutChecklistLink: Story = {
  args: {
    pathname: PATHS.getStarted,
    title: 'Tell us about your business',
    description: 'A few more things to help us set up your dashboard',
    showChecklistLink: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: ONBOARDING_BACK_LABEL })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: CHECKLIST_LINK_LABEL })).toBeNull();
  },
};
