import { useCallback, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import {
  merchantMessage,
  useInflowOutflow,
  useProfile,
  useTransactionSummary,
  useWalletBalances,
} from '@merchant/api';
import { HomeScreen, type FlowExportFormat, type FlowPeriod } from '@merchant/screens';
import { useDataSaver, useToast } from '@merchant/ui';
import { exportFile } from '../../../app/exportFile';
import { toRemoteData } from '../../../app/toRemoteData';
import { useDisplayCurrency } from '../../../session/displayCurrency';
import { homeRedirect } from './homeRedirect';

/** /dashboard: the home for Active and Pending-Approval businesses; others go to get-started. */
export function HomeRoute() {
  const profile = useProfile();
  if (!profile.data) return null;
  const redirect = homeRedirect(profile.data);
  return redirect ? <Navigate to={redirect} replace /> : <Home />;
}

function Home() {
  const { currency } = useDisplayCurrency();
  const toast = useToast();
  const [period, setPeriod] = useState<FlowPeriod>('year');
  // Data saver: the chart and its points wait for 'Show chart'.
  const [chartAsked, setChartAsked] = useState(false);
  const showChart = useCallback(() => setChartAsked(true), []);
  const chartWaits = useDataSaver() && !chartAsked;
  const summary = useTransactionSummary(currency);
  const wallets = useWalletBalances();
  const flow = useInflowOutflow(currency, period, !chartWaits);
  // Mapped once per response: a new array on each render would redraw the chart every time
  // another card's data arrives.
  const flowPoints = useMemo(
    () =>
      flow.data?.map((point) => ({
        label: point.name_date,
        inflow: point.inflow,
        outflow: point.outflow,
      })) ?? [],
    [flow.data],
  );

  // One function across renders, so the chart's card is not drawn again when another card's
  // answer arrives (HomeScreen memoises its parts).
  const flowRows = flow.data;
  const exportFlow = useCallback(
    (format: FlowExportFormat) =>
      void exportFile({
        rows: flowRows ?? [],
        columns: [
          { header: 'Date', value: (point) => point.name_date },
          { header: 'Inflow', value: (point) => point.inflow },
          { header: 'Outflow', value: (point) => point.outflow },
        ],
        fileName: 'Transactions Flow',
        format,
      }).catch((error: unknown) => {
        console.error('[export]', error);
        toast.error(merchantMessage(error));
      }),
    [flowRows, toast],
  );

  return (
    <HomeScreen
      currency={currency}
      summary={toRemoteData(summary, (data) => data)}
      wallet={toRemoteData(wallets, (list) => {
        const wallet = list.find((item) => item.currencyShortName === currency);
        return {
          availableBalance: wallet?.availableBalance ?? 0,
          availableBalanceChange: wallet?.availableBalanceChange ?? null,
          ledgerBalance: wallet?.ledgerBalance ?? 0,
          ledgerBalanceChange: wallet?.ledgerBalanceChange ?? null,
        };
      })}
      flow={toRemoteData(flow, () => flowPoints)}
      period={period}
      onPeriodChange={setPeriod}
      onExportFlow={exportFlow}
      onShowChart={chartWaits ? showChart : undefined}
    />
  );
}
