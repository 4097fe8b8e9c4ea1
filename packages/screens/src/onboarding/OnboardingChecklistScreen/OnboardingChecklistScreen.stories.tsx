import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PATHS } from '../../routes/paths';
import { makeProgress, partialProgress } from '../fixtures';
import { ONBOARDING_BACK_LABEL } from '../OnboardingPageLayout';
import {
  CHECKLIST_TEST_MODE_TEXT,
  CHECKLIST_TITLE,
  GO_LIVE_HINT,
  GO_LIVE_LABEL,
  OnboardingChecklistScreen,
} from './OnboardingChecklistScreen';

const meta: Meta<typeof OnboardingChecklistScreen> = {
  title: 'Screens/Onboarding/OnboardingChecklist',
  component: OnboardingChecklistScreen,
  args: {
    businessType: 'Individual',
    progress: { status: 'ready', data: makeProgress(0) },
    goLive: 'disabled',
    onRequestGoLive: fn(),
    goLiveState: 'idle',
    onSwitchBusinessType: fn(),
    switchState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
const percentOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('progressbar', { name });

/** Individual at 0 %: four steps, each linking to its page; go-live disabled with the reason. */
export const IndividualNotStarted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: CHECKLIST_TITLE })).toBeVisible();
    await expect(canvas.getByText(CHECKLIST_TEST_MODE_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ONBOARDING_BACK_LABEL })).toBeNull();
    await expect(steps(canvasElement)).toHaveLength(4);
    const links = [
      ['Personal Information', PATHS.personalInformation],
      ['Business information', PATHS.businessInformation],
      ['Bank details', PATHS.bankDetails],
      ['Terms and conditions', PATHS.terms],
    ] as const;
    for (const [name, href] of links) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
      await expect(percentOf(canvasElement, name)).toHaveAttribute('aria-valuenow', '0');
    }
    const goLive = canvas.getByRole('button', { name: GO_LIVE_LABEL });
    await expect(goLive).toBeDisabled();
    await expect(goLive).toHaveAccessibleDescription(GO_LIVE_HINT);
  },
};

/** Company at 0 %: five steps in the spec's order. */
export const CompanyNotStarted: Story = {
  args: { businessType: 'Company' },
  play: async ({ canvasElement }) => {
    const names = steps(canvasElement).map((item) => within(item).getByRole('link').textContent);
    await expect(names).toEqual([
      'Primary Identity Information',
      'Business registration (KYC)',
      'Business information',
      'Bank details',
      'Terms and conditions',
    ]);
    await expect(
      within(canvasElement).getByRole('link', { name: 'Business registration (KYC)' }),
    ).toHaveAttribute('href', PATHS.businessRegistration);
  },
};

/** Individual half way: each step shows its own percentage. */
export const IndividualPartial: Story = {
  args: { progress: { status: 'ready', data: partialProgress } },
  play: async ({ canvasElement }) => {
    await expect(percentOf(canvasElement, 'Personal Information')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(percentOf(canvasElement, 'Bank details')).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).getAllByText('100%')).toHaveLength(2);
    await expect(within(canvasElement).getAllByText('0%')).toHaveLength(2);
  },
};

/** Company half way: registration at 50 % (documents saved, no shareholder yet). */
export const CompanyPartial: Story = {
  args: { businessType: 'Company', progress: { status: 'ready', data: partialProgress } },
  play: async ({ canvasElement }) => {
    await expect(percentOf(canvasElement, 'Business registration (KYC)')).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(within(canvasElement).getByText('50%')).toBeVisible();
  },
};

/** Individual complete: go-live enabled; pressing it asks the app to send the request. */
export const IndividualCompleteGoLiveEnabled: Story = {
  args: { progress: { status: 'ready', data: makeProgress(100) }, goLive: 'enabled' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('100%')).toHaveLength(4);
    const goLive = canvas.getByRole('button', { name: GO_LIVE_LABEL });
    await expect(goLive).toBeEnabled();
    await expect(canvas.queryByText(GO_LIVE_HINT)).toBeNull();

    await userEvent.click(goLive);

    await expect(args.onRequestGoLive).toHaveBeenCalledTimes(1);
  },
};

/** Company complete: five steps at 100 %. */
export const CompanyComplete: Story = {
  args: {
    businessType: 'Company',
    progress: { status: 'ready', data: makeProgress(100) },
    goLive: 'enabled',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('100%')).toHaveLength(5);
    await expect(within(canvasElement).getByRole('button', { name: GO_LIVE_LABEL })).toBeEnabled();
  },
};

/** Go-live disabled: a step is missing, so the button cannot be pressed. */
export const GoLiveDisabled: Story = {
  args: {
    progress: { status: 'ready', data: makeProgress(100, { termsAndCondition: 0 }) },
    goLive: 'disabled',
  },
  play: async ({ args, canvasElement }) => {
    const goLive = within(canvasElement).getByRole('button', { name: GO_LIVE_LABEL });
    await expect(goLive).toBeDisabled();

    await userEvent.click(goLive, { pointerEventsCheck: 0 });

    await expect(args.onRequestGoLive).not.toHaveBeenCalled();
  },
};

/** Pending-Approval or Active: no go-live button at all. */
export const GoLiveHidden: Story = {
  args: { progress: { status: 'ready', data: makeProgress(100) }, goLive: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: GO_LIVE_LABEL })).toBeNull();
  },
};

/** The request in flight: the button is busy, so a second press sends nothing. */
export const GoLivePending: Story = {
  args: {
    progress: { status: 'ready', data: makeProgress(100) },
    goLive: 'enabled',
    goLiveState: 'pending',
  },
  play: async ({ args, canvasElement }) => {
    const goLive = within(canvasElement).getByRole('button', { name: GO_LIVE_LABEL });
    await expect(goLive).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(goLive);

    await expect(args.onRequestGoLive).not.toHaveBeenCalled();
  },
};

/** A code other than '00': the server's message shows as an error. */
export const GoLiveError: Story = {
  args: {
    progress: { status: 'ready', data: makeProgress(100) },
    goLive: 'enabled',
    goLiveState: 'error',
    goLiveError: 'Please complete all onboarding steps before requesting to go live',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please complete all onboarding steps before requesting to go live',
    );
  },
};

/** The switch link offers the other type and reports the press. */
export const SwitchBusinessType: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Switch to Company' }));

    await expect(args.onSwitchBusinessType).toHaveBeenCalledTimes(1);
  },
};

/** The switch in flight: busy, so it is not sent twice. */
export const SwitchPending: Story = {
  args: { businessType: 'Company', switchState: 'pending' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('button', { name: 'Switch to Individual' });
    await expect(link).toHaveAttribute('aria-busy', 'true');

    await userEvent.click(link);

    await expect(args.onSwitchBusinessType).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { progress: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The steps are static: they show, and open their pages, while their figures load.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your progress');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Bank details' })).toBeVisible();
    for (const bar of canvas.getAllByRole('progressbar')) {
      await expect(bar).toHaveAttribute('aria-valuetext', 'Loading');
      await expect(bar).not.toHaveAttribute('aria-valuenow');
    }
  },
};

export const Error: Story = {
  args: {
    progress: { status: 'error', message: 'Service temporarily unavailable', onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Service temporarily unavailable')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));

    if (args.progress.status === 'error') await expect(args.progress.onRetry).toHaveBeenCalled();
  },
};
