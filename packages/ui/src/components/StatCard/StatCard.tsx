import { forwardRef, useId, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, InfoIcon, MinusIcon } from '../../icons';
import { percentChange } from '../../format';
import { Card } from '../Card';
import { VisuallyHidden } from '../Field';
import { IconButton } from '../IconButton';
import { Skeleton } from '../Skeleton';
import { Tooltip } from '../Tooltip';
import {
  StatChange,
  StatChangeRow,
  StatFooter,
  StatHeader,
  StatLabel,
  StatLabelRow,
  StatValue,
  type ChangeDirection,
} from './StatCard.styles';

export interface StatCardProps {
  /** What is measured, e.g. 'Available balance'. */
  label: string;
  /** The figure, already formatted, e.g. 'NGN 1,250,000.00'. */
  value: string;
  /**
   * Percent change against the previous period, e.g. 12.5 or -3. `null`: the line is shown with
   * the change marked not available ('—'), never a made-up 0 %. Omit to hide the line.
   */
  change?: number | null;
  /** Text after the change. */
  changeCaption?: string;
  /** Explanation behind an info button beside the label, e.g. 'money for transfers'. */
  tooltip?: string;
  /** A link or button at the top right, e.g. 'View chargebacks'. */
  action?: ReactNode;
  /** Shows placeholders instead of the value and change while the figures load. */
  loading?: boolean;
  /** Optional extra content under the figures (a sparkline, a note). */
  children?: ReactNode;
}

const directionOf = (change: number | null): ChangeDirection =>
  change === null ? 'unknown' : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';

const directionIcons: Record<ChangeDirection, ReactNode> = {
  up: <ArrowUpIcon size={14} title="Increase" />,
  down: <ArrowDownIcon size={14} title="Decrease" />,
  flat: <MinusIcon size={14} title="No change" />,
  unknown: null,
};

/** The change badge's text; a missing change reads 'not available' rather than a dash. */
function ChangeText({ change }: { change: number | null }) {
  if (change !== null) return <>{percentChange(change)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>not available</VisuallyHidden>
    </>
  );
}

/** One figure of a summary row: label, value and its change 'from last week'. */
export const StatCard = forwardRef<HTMLDivElement, StatCardProps>(function StatCard(
  {
    label,
    value,
    change,
    changeCaption = 'from last week',
    tooltip,
    action,
    loading = false,
    children,
  },
  ref,
) {
  const labelId = useId();
  return (
    <Card ref={ref} role="group" aria-labelledby={labelId} aria-busy={loading || undefined}>
      <StatHeader>
        <StatLabelRow>
          <StatLabel id={labelId}>{label}</StatLabel>
          {tooltip !== undefined && (
            <Tooltip content={tooltip}>
              <IconButton size="sm" label={`About ${label}`} icon={<InfoIcon size={16} />} />
            </Tooltip>
          )}
        </StatLabelRow>
        {action}
      </StatHeader>
      {loading ? (
        // The figure's and the change's own boxes, with bones for their text: the card keeps
        // its height when they arrive, so nothing below it moves (layout-shift.spec.ts).
        <>
          <StatValue aria-hidden="true">
            <Skeleton shape="text" width="60%" />
          </StatValue>
          {change !== undefined && (
            <StatChangeRow aria-hidden="true">
              <StatChange $direction="flat">
                {directionIcons.flat}
                <Skeleton shape="text" width="3em" />
              </StatChange>
            </StatChangeRow>
          )}
        </>
      ) : (
        <>
          <StatValue>{value}</StatValue>
          {change !== undefined && (
            <StatChangeRow>
              <StatChange $direction={directionOf(change)} data-direction={directionOf(change)}>
                {directionIcons[directionOf(change)]}
                <ChangeText change={change} />
              </StatChange>{' '}
              {changeCaption}
            </StatChangeRow>
          )}
        </>
      )}
      {children !== undefined && <StatFooter>{children}</StatFooter>}
    </Card>
  );
});
