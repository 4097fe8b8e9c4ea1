import { Button, Checkbox, LoadingRegion, Skeleton } from '@merchant/ui';
import { useState } from 'react';
import { SubmitError } from '../../forms/SubmitError';
import { PATHS } from '../../routes/paths';
import type { SubmitState } from '../../types';
import { OnboardingPageLayout } from '../OnboardingPageLayout';
import { TermsActions, TermsScroll } from './TermsScreen.styles';
import { TERMS_PARTS } from './termsText';

export const TERMS_TITLE = 'Terms and Conditions';
export const TERMS_CHECKBOX_LABEL = 'I accept the product Business terms and conditions';
export const TERMS_ACCEPT = 'Accept';
export const TERMS_DECLINE = 'Decline';
export const TERMS_LOADING_LABEL = 'Loading your answer to the terms';

export interface TermsScreenProps {
  /** Accept sends true, Decline sends false (spec §4). */
  onDecide: (accepted: boolean) => void;
  /** Progress of the call; while 'pending' neither button sends again. */
  submitState: SubmitState;
  /** Which answer is being sent, so that button shows busy. */
  pendingDecision?: boolean;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
  /** The Back link. */
  onBack: () => void;
  /**
   * The terms progress is 100: the text stays readable, without the checkbox and the buttons,
   * which part 1 section 2 shows "only when the terms progress is not 100".
   */
  readOnly?: boolean;
  /**
   * The terms progress is on its way: the text shows, and the place of the box and the buttons
   * says it is loading until the progress tells whether they belong.
   */
  loading?: boolean;
}

/** /dashboard/getStarted/terms: the terms and, until they are answered, the box, Decline and Accept. */
export function TermsScreen({
  onDecide,
  submitState,
  pendingDecision,
  errorMessage,
  onBack,
  readOnly = false,
  loading = false,
}: TermsScreenProps) {
  const [ticked, setTicked] = useState(false);
  const pending = submitState === 'pending';

  return (
    <OnboardingPageLayout pathname={PATHS.terms} title={TERMS_TITLE} onBack={onBack}>
      {/* Focusable so keyboard users can scroll the long text. */}
      <TermsScroll role="region" aria-label={TERMS_TITLE} tabIndex={0}>
        {TERMS_PARTS.map((part) => (
          <section key={part.title}>
            <h3>{part.title}</h3>
            <ol>
              {part.clauses.map((clause) => (
                <li key={clause}>{clause}</li>
              ))}
            </ol>
          </section>
        ))}
      </TermsScroll>
      {loading && (
        <LoadingRegion label={TERMS_LOADING_LABEL}>
          <TermsActions>
            <Skeleton width={320} />
          </TermsActions>
          <TermsActions>
            <Skeleton shape="block" width={96} height={40} />
            <Skeleton shape="block" width={96} height={40} />
          </TermsActions>
        </LoadingRegion>
      )}
      {!readOnly && !loading && (
        <>
          <SubmitError submitState={submitState} message={errorMessage} />
          <Checkbox
            label={TERMS_CHECKBOX_LABEL}
            checked={ticked}
            onChange={(event) => setTicked(event.target.checked)}
          />
          <TermsActions>
            <Button
              variant="secondary"
              onClick={() => onDecide(false)}
              loading={pending && pendingDecision === false}
              disabled={pending && pendingDecision !== false}
            >
              {TERMS_DECLINE}
            </Button>
            <Button
              onClick={() => onDecide(true)}
              disabled={!ticked || (pending && pendingDecision !== true)}
              loading={pending && pendingDecision === true}
            >
              {TERMS_ACCEPT}
            </Button>
          </TermsActions>
        </>
      )}
    </OnboardingPageLayout>
  );
}
