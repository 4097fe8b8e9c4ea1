import { ErrorState, formatCount, money, StatCard } from '@merchant/ui';
import type { RemoteData } from '../../../types';
import type { SummaryFigures } from '../../types';
import { StatGrid, WideCard } from './StatGrid.styles';

export interface SummaryCardsProps {
  /** The transaction figures. */
  summary: RemoteData<SummaryFigures>;
  /** ISO code the amounts are in. */
  currency: string;
}

/** Transaction count, volume and settlements, each with its change from last week. */
export function SummaryCards({ summary, currency }: SummaryCardsProps) {
  if (summary.status === 'error') {
    return (
      <StatGrid aria-label="Transaction summary">
        <WideCard>
          <ErrorState message={summary.message} onRetry={summary.onRetry} />
        </WideCard>
      </StatGrid>
    );
  }
  const loading = summary.status === 'loading';
  const data = summary.status === 'ready' ? summary.data : undefined;
  return (
    <StatGrid aria-label="Transaction summary">
      <StatCard
        label="Transaction count"
        value={data ? formatCount(data.count) : ''}
        change={data ? data.countChange : 0}
        loading={loading}
      />
      <StatCard
        label="Transaction volume"
        value={data ? money(data.volume, currency) : ''}
        change={data ? data.volumeChange : 0}
        loading={loading}
      />
      <StatCard
        label="Transaction settlements"
        value={data ? money(data.settlements, currency) : ''}
        change={data ? data.settlementChange : 0}
        loading={loading}
      />
    </StatGrid>
  );
}
