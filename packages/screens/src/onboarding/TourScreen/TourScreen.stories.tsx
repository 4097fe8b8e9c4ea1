import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { CHECKLIST_LINK_LABEL } from '../OnboardingPageLayout';
import { TOUR_TITLE, TOUR_UNAVAILABLE, TourScreen } from './TourScreen';

const meta: Meta<typeof TourScreen> = {
  title: 'Screens/Onboarding/Tour',
  component: TourScreen,
  args: { onBack: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder says plainly that there is no tour yet, and offers the way back. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TOUR_TITLE })).toBeVisible();
    await expect(canvas.getByText(TOUR_UNAVAILABLE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: CHECKLIST_LINK_LABEL })).toHaveAttribute(
      'href',
      PATHS.onboarding,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));

    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
