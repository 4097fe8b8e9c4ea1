import { fetchFundingHistory, fundingKeys, useWalletBalances } from '@merchant/api';
import {
  FundBalanceDialog,
  FundingHistoryListScreen,
  fundingColumns,
  fundingFilters,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** /dashboard/payout/funding-history; `?dialog=fund` opens 'Fund balance'. */
export function FundingHistoryRoute() {
  const fund = useUrlDialog('fund');
  const wallets = useWalletBalances();
  const list = useListPage({
    definition: fundingFilters,
    source: {
      keys: fundingKeys,
      all: async ({ dateRange }) => (await fetchFundingHistory(dateRange)).items,
    },
    columns: fundingColumns,
    fileName: 'Funding History',
  });
  const all = wallets.data ?? [];
  return (
    <>
      <FundingHistoryListScreen {...list.screen} onFund={() => fund.open()} />
      <FundBalanceDialog
        open={fund.isOpen}
        onClose={fund.close}
        currencies={all.map((wallet) => wallet.currencyShortName)}
        account={all.find((wallet) => wallet.currencyShortName === 'NGN')?.accountDetails}
      />
    </>
  );
}
