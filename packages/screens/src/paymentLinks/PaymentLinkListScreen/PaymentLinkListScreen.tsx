import type { MenuItem } from '@merchant/ui';
import { ListScreen, type ListViewProps } from '../../list';
import type { paymentLinkFilters } from '../filters';
import { paymentLinkColumns } from '../paymentLinkColumns';
import type { PaymentLinkRow } from '../types';

/** Part 1, "Listing screens": the Payment links empty text. */
export const PAYMENT_LINKS_EMPTY_TEXT = 'You currently do not have any payment links';

export interface PaymentLinkListScreenProps extends ListViewProps<
  PaymentLinkRow,
  typeof paymentLinkFilters.fields
> {
  /** 'Create Payment Link': opens the create form. */
  onCreate: () => void;
  /** 'Deactivate' of an active link, 'Activate' of an inactive one (the app confirms first). */
  onToggleStatus: (row: PaymentLinkRow) => void;
  /** 'View details'. */
  onViewDetails: (row: PaymentLinkRow) => void;
  /** 'Copy link'. */
  onCopyLink: (row: PaymentLinkRow) => void;
  /** 'Initiate payment': the app opens the link in a new tab. */
  onInitiatePayment: (row: PaymentLinkRow) => void;
}

/** /dashboard/business/payment-links: the links, 'Create Payment Link' and each link's menu. */
export function PaymentLinkListScreen({
  onCreate,
  onToggleStatus,
  onViewDetails,
  onCopyLink,
  onInitiatePayment,
  ...view
}: PaymentLinkListScreenProps) {
  const actions = (row: PaymentLinkRow): MenuItem[] => {
    const noLink = !row.paymentLinkUrl;
    return [
      row.isActive
        ? { label: 'Deactivate', tone: 'danger', onSelect: () => onToggleStatus(row) }
        : { label: 'Activate', onSelect: () => onToggleStatus(row) },
      { label: 'View details', onSelect: () => onViewDetails(row) },
      { label: 'Copy link', disabled: noLink, onSelect: () => onCopyLink(row) },
      { label: 'Initiate payment', disabled: noLink, onSelect: () => onInitiatePayment(row) },
    ];
  };
  return (
    <ListScreen<PaymentLinkRow, typeof paymentLinkFilters.fields>
      {...view}
      title="Payment Links"
      columns={paymentLinkColumns}
      getRowId={(row) => row.reference}
      getRowLabel={(row) => row.name}
      emptyText={PAYMENT_LINKS_EMPTY_TEXT}
      primaryAction={{ label: 'Create Payment Link', onClick: onCreate }}
      rowActions={actions}
    />
  );
}
