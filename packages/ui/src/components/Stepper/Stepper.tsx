import { forwardRef, type HTMLAttributes } from 'react';
import { CheckIcon } from '../../icons';
import { VisuallyHidden } from '../Field';
import {
  StepButton,
  StepContent,
  StepMarker,
  StepperItem,
  StepperList,
  type StepState,
} from './Stepper.styles';

export interface StepperProps extends Omit<HTMLAttributes<HTMLOListElement>, 'onChange'> {
  /** Step names in order, e.g. ['Business Details', 'Invoice Details']. */
  steps: readonly string[];
  /** Index (from 0) of the step being shown; earlier steps count as complete. */
  current: number;
  /** Called with a complete step's index when the user clicks it to go back; without it steps are plain text. */
  onStepClick?: (index: number) => void;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

const stateOf = (index: number, current: number): StepState =>
  index < current ? 'complete' : index === current ? 'current' : 'upcoming';

const stateText: Record<StepState, string> = {
  complete: ', completed',
  current: ', current step',
  upcoming: '',
};

/** The steps of a wizard with their complete/current/upcoming state; the current one is aria-current="step". */
export const Stepper = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  { steps, current, onStepClick, 'aria-label': ariaLabel = 'Progress', ...rest },
  ref,
) {
  return (
    <StepperList ref={ref} aria-label={ariaLabel} {...rest}>
      {steps.map((label, index) => {
        const state = stateOf(index, current);
        const body = (
          <>
            <StepMarker $state={state} aria-hidden="true">
              {state === 'complete' ? <CheckIcon size={14} /> : index + 1}
            </StepMarker>
            {label}
            <VisuallyHidden>{stateText[state]}</VisuallyHidden>
          </>
        );
        return (
          <StepperItem
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
          >
            {state === 'complete' && onStepClick ? (
              <StepButton type="button" $state={state} onClick={() => onStepClick(index)}>
                {body}
              </StepButton>
            ) : (
              <StepContent $state={state}>{body}</StepContent>
            )}
          </StepperItem>
        );
      })}
    </StepperList>
  );
});
