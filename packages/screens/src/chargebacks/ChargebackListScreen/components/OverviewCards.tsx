import { ErrorState, StatCard, formatCount, money } from '@merchant/ui';
import type { RemoteData } from '../../../types';
import type { ChargebackOverviewFigures } from '../../types';
import { Cards } from './OverviewCards.styles';

export interface OverviewCardsProps {
  /** The three figures. */
  overview: RemoteData<ChargebackOverviewFigures>;
}

/** Remaining of your threshold, Chargeback Value (NGN, the spec's fallback) and Chargeback Count. */
export function OverviewCards({ overview }: OverviewCardsProps) {
  if (overview.status === 'error') {
    return <ErrorState message={overview.message} onRetry={overview.onRetry} />;
  }
  const figures = overview.status === 'ready' ? overview.data : undefined;
  const loading = figures === undefined;
  return (
    <Cards>
      <StatCard
        label="Remaining of your threshold"
        value={figures ? `${figures.thresholdPercent}%` : ''}
        loading={loading}
      />
      <StatCard
        label="Chargeback Value"
        value={figures ? money(figures.chargebackValue, 'NGN') : ''}
        loading={loading}
      />
      <StatCard
        label="Chargeback Count"
        value={figures ? formatCount(figures.chargebackCount) : ''}
        loading={loading}
      />
    </Cards>
  );
}
