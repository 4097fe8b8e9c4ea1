import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHECKLIST_LINK_LABEL } from '../OnboardingPageLayout';
import { PATHS } from '../../routes/paths';
import {
  TERMS_ACCEPT,
  TERMS_CHECKBOX_LABEL,
  TERMS_DECLINE,
  TERMS_LOADING_LABEL,
  TERMS_TITLE,
  TermsScreen,
} from './TermsScreen';

const meta: Meta<typeof TermsScreen> = {
  title: 'Screens/Onboarding/Terms',
  component: TermsScreen,
  args: { onDecide: fn(), submitState: 'idle', onBack: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** Unticked: the three parts with the spec's figures; Accept disabled, Decline sends false. */
export const Unticked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = within(canvas.getByRole('region', { name: TERMS_TITLE }));
    for (const part of ['Business terms', 'Merchant terms of service', 'Acceptable use policy']) {
      await expect(text.getByRole('heading', { name: part })).toBeInTheDocument();
    }
    const figures = [
      /within 48 hours/,
      /within 14 days/,
      /at least 5 days' notice/,
      /within 45 days/,
      /within 1 month/,
      /lesser of the amount of that transaction or 20,000 US dollars/,
      /18 years of age or over/,
    ];
    for (const figure of figures) await expect(text.getByText(figure)).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: TERMS_CHECKBOX_LABEL })).not.toBeChecked();
    await expect(button(canvasElement, TERMS_ACCEPT)).toBeDisabled();
    await expect(canvas.getByRole('link', { name: CHECKLIST_LINK_LABEL })).toHaveAttribute(
      'href',
      PATHS.onboarding,
    );

    await userEvent.click(button(canvasElement, TERMS_DECLINE));

    await expect(args.onDecide).toHaveBeenCalledWith(false);
  },
};

/** Ticked: Accept is enabled and sends true. */
export const Ticked: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: TERMS_CHECKBOX_LABEL }),
    );
    await expect(button(canvasElement, TERMS_ACCEPT)).toBeEnabled();

    await userEvent.click(button(canvasElement, TERMS_ACCEPT));

    await expect(args.onDecide).toHaveBeenCalledWith(true);
    await expect(args.onDecide).toHaveBeenCalledTimes(1);
  },
};

/** Unticking again disables Accept. */
export const Unticking: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: TERMS_CHECKBOX_LABEL });
    await userEvent.click(box);
    await userEvent.click(box);

    await expect(button(canvasElement, TERMS_ACCEPT)).toBeDisabled();
  },
};

/** Accept in flight: busy, Decline disabled, nothing more is sent. */
export const Pending: Story = {
  args: { submitState: 'pending', pendingDecision: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: TERMS_CHECKBOX_LABEL }),
    );
    await expect(button(canvasElement, TERMS_ACCEPT)).toHaveAttribute('aria-busy', 'true');
    await expect(button(canvasElement, TERMS_DECLINE)).toBeDisabled();

    await userEvent.click(button(canvasElement, TERMS_ACCEPT));

    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** The server refused: its message shows and the box stays as ticked. */
export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Service temporarily unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: TERMS_CHECKBOX_LABEL }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    await expect(canvas.getByRole('checkbox', { name: TERMS_CHECKBOX_LABEL })).toBeChecked();
    await expect(button(canvasElement, TERMS_ACCEPT)).toBeEnabled();
  },
};

/** Progress 100: the terms stay readable, with no checkbox and no buttons (part 1 section 2). */
export const Answered: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: TERMS_TITLE })).toHaveTextContent(
      /20,000 US dollars/,
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: TERMS_ACCEPT })).toBeNull();
    await expect(canvas.queryByRole('button', { name: TERMS_DECLINE })).toBeNull();
    await expect(canvas.getByRole('link', { name: CHECKLIST_LINK_LABEL })).toBeVisible();
  },
};

/** The progress on its way: the text reads already; the box and the buttons wait for it. */
export const LoadingProgress: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: TERMS_TITLE })).toHaveTextContent(
      /20,000 US dollars/,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(TERMS_LOADING_LABEL);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: TERMS_ACCEPT })).toBeNull();
  },
};
