import { useMemo, useState } from 'react';
import { Tabs } from '@merchant/ui';
import { chargebackStatusMap, presetChargebackStatusMap } from '../status';
import { ListScreen, type FilterFields, type ListViewProps } from '../../list';
import type { RemoteData } from '../../types';
import type { ChargebackOverviewFigures, ChargebackRow } from '../types';
import { chargebackColumns } from './components/chargebackColumns';
import { OverviewCards } from './components/OverviewCards';
import { OverviewPanel } from './ChargebackListScreen.styles';

/** Part 2, "Chargebacks": the empty text. */
export const CHARGEBACKS_EMPTY_TEXT = 'You currently do not have any chargeback';

const TABS = [
  { id: 'overview', label: 'Overview' },
  // Shown as the spec has it, but not offered: its content is not specified.
  { id: 'holding-balance', label: 'Holding Balance', disabled: true },
];

export interface ChargebackListScreenProps<Fields extends FilterFields> extends ListViewProps<
  ChargebackRow,
  Fields
> {
  /** 'Chargebacks', or the preset status's list name, e.g. 'Won chargebacks'. */
  title: string;
  /** A status route's list (part 2 section 4 colours New blue there). */
  preset?: boolean;
  /** The three cards. */
  overview: RemoteData<ChargebackOverviewFigures>;
  /** Opens the row's detail modal ('View details'). */
  onViewDetails: (row: ChargebackRow) => void;
  /** Goes to the row's details page. */
  onOpenDetails: (row: ChargebackRow) => void;
}

const realNow = () => new Date();

/**
 * The chargeback overview and its five status routes (part 2, "Chargebacks"): the 'Overview'
 * tab ('Holding Balance' disabled), three cards, and the list with its filter and export.
 */
export function ChargebackListScreen<Fields extends FilterFields>({
  title,
  preset = false,
  overview,
  onViewDetails,
  onOpenDetails,
  ...view
}: ChargebackListScreenProps<Fields>) {
  // One clock reading per visit, so every countdown on the page agrees.
  const [today] = useState(() => (view.now ?? realNow)());
  const columns = useMemo(
    () => chargebackColumns(today, preset ? presetChargebackStatusMap : chargebackStatusMap),
    [today, preset],
  );
  return (
    <Tabs aria-label="Chargeback views" tabs={TABS} defaultValue="overview">
      <OverviewPanel>
        <OverviewCards overview={overview} />
        <ListScreen<ChargebackRow, Fields>
          {...view}
          title={title}
          columns={columns}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.paymentReference ?? row.id}
          emptyText={CHARGEBACKS_EMPTY_TEXT}
          rowActions={(row) => [
            { label: 'View details', onSelect: () => onViewDetails(row) },
            { label: 'Open details page', onSelect: () => onOpenDetails(row) },
          ]}
        />
      </OverviewPanel>
    </Tabs>
  );
}
