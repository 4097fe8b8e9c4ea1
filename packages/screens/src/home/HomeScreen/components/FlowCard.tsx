import {
  Button,
  Card,
  DownloadIcon,
  EmptyState,
  ErrorState,
  Menu,
  Select,
  VisuallyHidden,
  useNearViewport,
} from '@merchant/ui';
import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import type { RemoteData } from '../../../types';
import type { FlowExportFormat, FlowPeriod, FlowChartPoint } from '../../types';
import { ChartSkeleton } from './ChartSkeleton';
import { ChartOnRequest, FlowCardControls } from './FlowCard.styles';

// recharts is the heaviest dependency of the home route; loading it on demand keeps it out of the
// route's first bundle, and the cards above render while it downloads. On a phone the chart is
// below the fold: it loads when the merchant scrolls near it, not while the page starts.
const FlowChart = lazy(() =>
  import('./FlowChart').then((module) => ({ default: module.FlowChart })),
);

const FLOW_TITLE = 'Total inflow and outflow';
const EXPORT_LABEL = 'Export Transactions Flow';

const periodOptions = [
  { value: 'week', label: 'Week' },
  { value: 'year', label: 'Year' },
] as const satisfies ReadonlyArray<{ value: FlowPeriod; label: string }>;

const isPeriod = (value: string): value is FlowPeriod => value === 'week' || value === 'year';

export interface FlowCardProps {
  /** The chart's points for the chosen period. */
  flow: RemoteData<readonly FlowChartPoint[]>;
  /** ISO code of the display currency. */
  currency: string;
  /** The chosen range. */
  period: FlowPeriod;
  /** Called with the range the user picks. */
  onPeriodChange: (period: FlowPeriod) => void;
  /** Called with the file type to export the 'Transactions Flow' as. */
  onExportFlow: (format: FlowExportFormat) => void;
  /**
   * Data saver is on and the chart was not asked for: the card offers 'Show chart', which calls
   * this, instead of loading the chart and its points.
   */
  onShowChart?: () => void;
}

/** The inflow and outflow chart with its period selector and export menu. */
export function FlowCard({
  flow,
  currency,
  period,
  onPeriodChange,
  onExportFlow,
  onShowChart,
}: FlowCardProps) {
  return (
    <Card
      title={FLOW_TITLE}
      actions={
        <FlowCardControls>
          <Select
            label="Chart period"
            hideLabel
            options={periodOptions}
            value={period}
            onChange={(event) => {
              if (isPeriod(event.target.value)) onPeriodChange(event.target.value);
            }}
          />
          <Menu
            label={EXPORT_LABEL}
            triggerContent={
              <>
                Export<VisuallyHidden> Transactions Flow</VisuallyHidden>
              </>
            }
            icon={<DownloadIcon size={16} />}
            size="sm"
            align="end"
            disabled={flow.status !== 'ready' || flow.data.length === 0}
            items={[
              { label: '.csv', onSelect: () => onExportFlow('csv') },
              { label: '.xls', onSelect: () => onExportFlow('xls') },
            ]}
          />
        </FlowCardControls>
      }
    >
      {onShowChart ? (
        <ChartOnRequest>
          <p>Data saver is on: the chart loads when you ask for it.</p>
          <Button variant="secondary" onClick={onShowChart}>
            Show chart
          </Button>
        </ChartOnRequest>
      ) : (
        <FlowBody flow={flow} currency={currency} period={period} />
      )}
    </Card>
  );
}

function FlowBody({ flow, currency, period }: Pick<FlowCardProps, 'flow' | 'currency' | 'period'>) {
  if (flow.status === 'loading') return <ChartSkeleton />;
  if (flow.status === 'error') return <ErrorState message={flow.message} onRetry={flow.onRetry} />;
  if (flow.data.length === 0) {
    return (
      <EmptyState
        message={`There is no inflow or outflow for this ${period} yet.`}
        title="No money movement"
      />
    );
  }
  return (
    <ChartWhenNear
      data={flow.data}
      currency={currency}
      label={`${FLOW_TITLE} by ${period === 'week' ? 'day' : 'month'}, ${currency}`}
    />
  );
}

function ChartWhenNear(props: ComponentProps<typeof FlowChart>) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (!near) return <ChartSkeleton ref={placeholder} />;
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <FlowChart {...props} />
    </Suspense>
  );
}
