import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { exportOrders, ORDERS_PAGE_SIZE, useOrders, type OrderFilters } from '@merchant/api';
import {
  TransactionListScreen,
  normalizeTransactionFilters,
  type ListExportFormat,
  type SubmitState,
  type TransactionFilters,
} from '@merchant/screens';
import { formatDate, money, useToast } from '@merchant/ui';
import { exportFile } from '../../../app/exportFile';
import { useListUrlState } from '../../../app/listUrlState';
import { toRemoteData } from '../../../app/toRemoteData';
import { useDisplayCurrency } from '../../../session/displayCurrency';
import { RefundFlow, useOpenRefund } from '../refund/RefundFlow';
import { transactionFiltersCodec } from './filtersCodec';

function toOrderFilters(filters: TransactionFilters, currency: string): OrderFilters {
  const { status, dateRange, paymentReference, orderReference } =
    normalizeTransactionFilters(filters);
  return { currency, status, dateRange, paymentReference, orderReference };
}

/** /dashboard/business/transactions: filters, sort, page and the refund dialog live in the URL. */
export function TransactionListRoute() {
  const navigate = useNavigate();
  const toast = useToast();
  const openRefund = useOpenRefund();
  const { currency } = useDisplayCurrency();
  const list = useListUrlState(transactionFiltersCodec, ORDERS_PAGE_SIZE);
  const [selection, setSelection] = useState<string[]>([]);
  const [exportState, setExportState] = useState<SubmitState>('idle');
  const query = toOrderFilters(list.filters, currency);
  const orders = useOrders({
    ...query,
    page: list.pagination.pageIndex + 1,
    limit: list.pagination.pageSize,
  });

  // Every row that matches the filters, not only the page on screen.
  const exportAll = async (format: ListExportFormat) => {
    setExportState('pending');
    try {
      const rows = await exportOrders(query);
      await exportFile({
        rows,
        fileName: 'Transactions',
        format,
        columns: [
          { header: 'Date', value: (row) => formatDate(row.dateCreated, 'transaction') },
          { header: 'Email', value: (row) => row.customerEmail ?? '' },
          { header: 'Amount', value: (row) => money(row.amount, row.currency) },
          {
            header: 'Settlement Amount',
            value: (row) => money(row.settlementAmount ?? 0, row.currency),
          },
          { header: 'Payment method', value: (row) => row.paymentTypeName ?? '' },
          { header: 'Reference', value: (row) => row.paymentReference },
          { header: 'Status', value: (row) => row.orderStatus },
        ],
      });
      setExportState('success');
    } catch (error) {
      setExportState('error');
      if (error instanceof Error && error.name !== 'ApiError') toast.error(error.message);
    }
  };

  return (
    <>
      <TransactionListScreen
        transactions={toRemoteData(orders, (page) => ({ rows: page.items, total: page.total }))}
        currency={currency}
        filters={list.filters}
        onFiltersChange={list.setFilters}
        sort={list.sort}
        onSortChange={list.setSort}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        selection={selection}
        onSelectionChange={setSelection}
        onExport={(format) => void exportAll(format)}
        exportState={exportState}
        onViewDetails={(row) =>
          navigate(
            `/dashboard/business/transactions/transaction-details/${encodeURIComponent(row.paymentReference)}`,
          )
        }
        onRefund={(row) => openRefund(row.paymentReference)}
      />
      <RefundFlow />
    </>
  );
}
