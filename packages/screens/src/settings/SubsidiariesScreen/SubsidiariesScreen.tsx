import { ListScreen, type ListViewProps } from '../../list';
import type { SubsidiaryRow } from '../types';
import { subsidiaryColumns } from './components/subsidiaryColumns';
import type { subsidiaryFilters } from './filters';

/** Part 2, "Subsidiaries list": the empty text. */
export const SUBSIDIARIES_EMPTY_TEXT = 'You currently do not have any subsidiaries';

export interface SubsidiariesScreenProps extends ListViewProps<
  SubsidiaryRow,
  typeof subsidiaryFilters.fields
> {
  /** 'Create new subsidiary': opens 'Add new business'. */
  onCreate: () => void;
}

/** /dashboard/settings/subsidiaries: the businesses of the login, filtered and exported. */
export function SubsidiariesScreen({ onCreate, ...view }: SubsidiariesScreenProps) {
  return (
    <ListScreen<SubsidiaryRow, typeof subsidiaryFilters.fields>
      {...view}
      title="Subsidiaries"
      columns={subsidiaryColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      emptyText={SUBSIDIARIES_EMPTY_TEXT}
      primaryAction={{ label: 'Create new subsidiary', onClick: onCreate }}
    />
  );
}
