import { useState, type ComponentType, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messageStories } from '../../forms/storyHelpers';
import type { SubmitState } from '../../types';

/** A user who may choose files of any type, as a drag and drop would, so the form's own check runs. */
const anyFileUser = userEvent.setup({ applyAccept: false });

const pickerOf = (root: HTMLElement, label: string) =>
  within(root).getByRole('button', { name: new RegExp(`^${label}\\b`) });

/** The hidden file input of the upload labelled `label`. */
function fileInputOf(root: HTMLElement, label: string): HTMLInputElement {
  const picker = pickerOf(root, label);
  const input = picker.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input for ${label}`);
  return input;
}

/** Chooses `file` in the upload labelled `label`. */
export async function chooseFile(root: HTMLElement, label: string, file: File) {
  await anyFileUser.upload(fileInputOf(root, label), file);
  // The upload reads the file's first bytes before it takes or refuses it.
  const picker = pickerOf(root, label);
  await waitFor(() => expect(picker).not.toHaveAttribute('aria-busy'));
}

/** The form's Save button (its name changes while sending). */
export const saveButton = (root: HTMLElement) =>
  within(root).getByRole('button', { name: /^(Save|Saving…|Uploading…)$/ });

/** Presses Save: what a validation message story does to show the form is blocked. */
const pressSave = (root: HTMLElement) => userEvent.click(saveButton(root));

/** What the app passes a form about its save. */
interface SubmitOutcomeState {
  submitState: SubmitState;
  errorMessage?: string;
}

interface SubmitOutcomeProps {
  /** How every save ends. */
  outcome: 'success' | 'error';
  /** The server's message when it ends in an error. */
  message?: string;
  /** The form, given the save's state and a callback to call when it submits. */
  children: (state: SubmitOutcomeState, submitted: () => void) => ReactNode;
}

/**
 * Plays the app's part in a story: each submit goes 'pending', then ends as `outcome` (with
 * the server's message on 'error'), so a story shows what the user sees after Save.
 */
function SubmitOutcome({
  outcome,
  message = 'BVN could not be verified, check the number',
  children,
}: SubmitOutcomeProps) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const submitted = () => {
    setSubmitState('pending');
    setTimeout(() => setSubmitState(outcome), 50);
  };
  return children(
    { submitState, errorMessage: outcome === 'error' ? message : undefined },
    submitted,
  );
}

/** The base args of an onboarding form screen: idle, with a spy for every callback. */
export const formScreenArgs = () => ({
  submitState: 'idle' as const,
  onSubmit: fn(),
  onBack: fn(),
  onDraftChange: fn(),
  onDirtyChange: fn(),
});

/**
 * A story `render` that shows `Screen` as the app would: each Save goes pending, then ends as
 * `outcome`, and the story's own `onSubmit` spy still receives the payload.
 */
function withOutcomeOf<P extends { onSubmit: (values: never) => void }>(Screen: ComponentType<P>) {
  return (outcome: 'success' | 'error', message?: string) => (args: P) => (
    <SubmitOutcome outcome={outcome} message={message}>
      {(state, submitted) => {
        const props = {
          ...args,
          ...state,
          onSubmit: (payload: Parameters<P['onSubmit']>[0]) => {
            (args.onSubmit as (values: typeof payload) => void)(payload);
            submitted();
          },
        } as P;
        return <Screen {...props} />;
      }}
    </SubmitOutcome>
  );
}

/**
 * What every onboarding form screen's stories share: `withOutcome`, a render playing the app's
 * save, and `showsMessage`, the stories of the validation messages (Save pressed in vain).
 */
export function formScreenStories<
  P extends { onSubmit: (values: never) => void },
  Labels extends Record<string, string>,
>(Screen: ComponentType<P>, labels: Labels) {
  return { withOutcome: withOutcomeOf(Screen), showsMessage: messageStories(labels, pressSave) };
}
