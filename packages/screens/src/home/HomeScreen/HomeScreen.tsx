import { memo } from 'react';
import { useDrawnData } from '../../layout/useDrawnData';
import type { RemoteData } from '../../types';
import type {
  FlowExportFormat,
  FlowPeriod,
  FlowChartPoint,
  SummaryFigures,
  WalletBalance,
} from '../types';
import { BalanceCards } from './components/BalanceCards';
import { FlowCard } from './components/FlowCard';
import { SummaryCards } from './components/SummaryCards';
import { HomeRoot } from './HomeScreen.styles';

// Each part is drawn again only when its own answer changes: the home's three answers arrive one
// by one, and each would otherwise redraw all five cards and the chart's frame. useDrawnData
// keeps an unchanged answer's object, so the memo holds.
const Summary = memo(SummaryCards);
const Balances = memo(BalanceCards);
const Flow = memo(FlowCard);

export interface HomeScreenProps {
  /** ISO code of the global display currency; every amount is shown in it. */
  currency: string;
  /** Transaction count, volume and settlements with their weekly changes. */
  summary: RemoteData<SummaryFigures>;
  /** Available and ledger balances with their weekly changes. */
  wallet: RemoteData<WalletBalance>;
  /** Inflow and outflow points for `period`. */
  flow: RemoteData<readonly FlowChartPoint[]>;
  /** The chart's range; the spec's default is 'year'. */
  period: FlowPeriod;
  /** Called with the range the user picks. */
  onPeriodChange: (period: FlowPeriod) => void;
  /** Called with the file type to export the 'Transactions Flow' as. */
  onExportFlow: (format: FlowExportFormat) => void;
  /** Data saver: the chart waits for 'Show chart', which calls this (see FlowCard). */
  onShowChart?: () => void;
}

/**
 * The dashboard home: five figure cards and the inflow/outflow chart. Each part takes its own
 * remote data, so one slow or failing call never blanks the others.
 */
export function HomeScreen({
  currency,
  summary,
  wallet,
  flow,
  period,
  onPeriodChange,
  onExportFlow,
  onShowChart,
}: HomeScreenProps) {
  // Each answer is drawn in a transition, in slices, rather than in the task it arrived in.
  const shownSummary = useDrawnData(summary);
  const shownWallet = useDrawnData(wallet);
  const shownFlow = useDrawnData(flow);
  return (
    <HomeRoot>
      <Summary summary={shownSummary} currency={currency} />
      <Balances wallet={shownWallet} currency={currency} />
      <Flow
        flow={shownFlow}
        currency={currency}
        period={period}
        onPeriodChange={onPeriodChange}
        onExportFlow={onExportFlow}
        onShowChart={onShowChart}
      />
    </HomeRoot>
  );
}
