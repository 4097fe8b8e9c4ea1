import { forwardRef, useId, type HTMLAttributes } from 'react';
import { CheckIcon } from '../../icons';
import { Link } from '../Link';
import { Skeleton } from '../Skeleton';
import {
  ChecklistBody,
  ChecklistItemRoot,
  ChecklistMarker,
  ChecklistPercent,
  ChecklistTitle,
  ProgressFill,
  ProgressTrack,
} from './ChecklistItem.styles';

export interface ChecklistItemProps extends HTMLAttributes<HTMLLIElement> {
  /** The onboarding step, e.g. 'Business information'; also the link text. */
  title: string;
  /**
   * Completion from 0 to 100 as reported by the onboarding progress call; undefined while it
   * loads: the step is drawn in full (its title and link are known) with the figure pulsing, so
   * nothing moves when it arrives.
   */
  percent: number | undefined;
  /** The step's form page, e.g. '/dashboard/getStarted/businessInformation'. */
  href: string;
  /** Position in the checklist, shown in the marker until the step is complete. */
  step?: number;
  /** Forces the complete state; by default a step is complete at 100%. */
  complete?: boolean;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * One onboarding step: its title linking to its page, its completion as text and a progress bar.
 * It is a list item: place the steps of a checklist inside an `<ol>`.
 */
export const ChecklistItem = forwardRef<HTMLLIElement, ChecklistItemProps>(function ChecklistItem(
  { title, percent, href, step, complete, ...rest },
  ref,
) {
  const titleId = useId();
  const value = percent === undefined ? undefined : clamp(percent);
  const isComplete = complete ?? (value ?? 0) >= 100;
  return (
    <ChecklistItemRoot ref={ref} $complete={isComplete} data-complete={isComplete} {...rest}>
      <ChecklistMarker $complete={isComplete}>
        {isComplete ? (
          <CheckIcon size={16} title="Completed" />
        ) : (
          <span aria-hidden="true">{step}</span>
        )}
      </ChecklistMarker>
      <ChecklistBody>
        <ChecklistTitle id={titleId}>
          <Link href={href}>{title}</Link>
        </ChecklistTitle>
        <ProgressTrack
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={value === undefined ? 'Loading' : `${value}% complete`}
        >
          <ProgressFill $percent={value ?? 0} $complete={isComplete} />
        </ProgressTrack>
      </ChecklistBody>
      <ChecklistPercent $complete={isComplete}>
        {value === undefined ? <Skeleton shape="text" width="3ch" /> : `${value}%`}
      </ChecklistPercent>
    </ChecklistItemRoot>
  );
});
