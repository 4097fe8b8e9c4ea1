import { useOpenExternal } from '../../../app/useOpenExternal';
import {
  merchantMessage,
  fetchPaymentLinks,
  fetchPaymentLinkTypes,
  paymentLinkKeys,
  useUpdatePaymentLinkStatus,
  type PaymentLinkListQuery,
} from '@merchant/api';
import {
  PaymentLinkDetailsDialog,
  PaymentLinkListScreen,
  PaymentLinkStatusDialog,
  paymentLinkColumns,
  paymentLinkFilters,
  type PaymentLinkRow,
  type PaymentLinkStatusAction,
} from '@merchant/screens';
import { copyText, useToast } from '@merchant/ui';
import { lazyDialog } from '../../../app/lazyDialog';
import { useListPage } from '../../../app/list/useListPage';
import { useRowAction } from '../../../app/list/useRowAction';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { PAYMENT_LINK_DIALOG } from './dialogs';

/** The links of the active business, each with its type's name (the list shows names, not codes). */
async function fetchLinkRows(filters: PaymentLinkListQuery): Promise<PaymentLinkRow[]> {
  const [links, types] = await Promise.all([fetchPaymentLinks(filters), fetchPaymentLinkTypes()]);
  const names = new Map(types.map((type) => [type.code, type.paymentLinkName]));
  return links.items.map((link) => ({
    ...link,
    typeName: link.paymentType && names.get(link.paymentType),
  }));
}

const CreatePaymentLinkFlow = lazyDialog(() =>
  import('./CreatePaymentLinkFlow').then((module) => module.CreatePaymentLinkFlow),
);

/** /dashboard/business/payment-links: the list, create, (de)activate, details, copy and pay. */
export function PaymentLinksRoute() {
  const openExternal = useOpenExternal();
  const toast = useToast();
  const create = useUrlDialog('create-payment-link');
  const details = useUrlDialog<PaymentLinkRow>(PAYMENT_LINK_DIALOG);
  const list = useListPage({
    definition: paymentLinkFilters,
    source: { keys: paymentLinkKeys, all: fetchLinkRows },
    columns: paymentLinkColumns,
    fileName: 'Payment Links',
    rowId: (row) => row.reference,
  });

  const byReference = (row: PaymentLinkRow) => row.reference;
  const shown = list.rowFor(details, byReference);
  const status = useRowAction(
    'payment-link-status',
    list,
    byReference,
    useUpdatePaymentLinkStatus(),
  );
  const copyLink = ({ paymentLinkUrl = '' }: PaymentLinkRow) =>
    copyText(paymentLinkUrl).then(
      () => toast.success('Payment link copied'),
      (error: unknown) => toast.error(merchantMessage(error)),
    );

  return (
    <>
      <PaymentLinkListScreen
        {...list.screen}
        onCreate={() => create.open()}
        onToggleStatus={status.open}
        onViewDetails={(row) => details.open(row.reference, row)}
        onCopyLink={(row) => void copyLink(row)}
        onInitiatePayment={(row) => openExternal(row.paymentLinkUrl)}
      />
      <CreatePaymentLinkFlow open={create.isOpen} onClose={create.close} />
      {shown && <PaymentLinkDetailsDialog open onClose={details.close} link={shown} />}
      {status.row && (
        <PaymentLinkStatusDialog
          {...status.dialogProps}
          onConfirm={(action: PaymentLinkStatusAction) =>
            status.confirm((row) => ({ action, reference: row.reference }))
          }
          link={status.row}
        />
      )}
    </>
  );
}
