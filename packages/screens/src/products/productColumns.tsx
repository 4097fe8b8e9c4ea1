import { Avatar } from '@merchant/ui';
import { amountColumn, statusColumn, type ListColumn } from '../list';
import { productAvailabilityMap } from './status';
import type { ProductRow } from './types';
import { ProductName } from './productColumns.styles';

const count = (value: number | undefined) => String(value ?? 0);

/** Part 1 "Table columns" for Products, amounts in NGN (section 9); Action is the row menu. */
export const productColumns: readonly ListColumn<ProductRow>[] = [
  {
    id: 'name',
    header: 'Product Name',
    text: (row) => row.name,
    // The image only decorates the name, so the export writes the name alone.
    cell: (row) => (
      <ProductName>
        {row.image ? (
          <Avatar name={row.name} src={row.image} kind="item" size="md" decorative />
        ) : null}
        <span>{row.name}</span>
      </ProductName>
    ),
    sortable: true,
  },
  amountColumn('price', 'Price', 'NGN'),
  statusColumn('availability', 'Availability', productAvailabilityMap),
  {
    id: 'stock',
    kind: 'amount',
    header: 'Stock count',
    value: (row) => row.stock ?? 0,
    text: (row) => count(row.stock),
    sortable: true,
    sortKind: 'number',
  },
  {
    id: 'total_orders',
    kind: 'amount',
    header: 'Sold',
    value: (row) => row.total_orders ?? 0,
    text: (row) => count(row.total_orders),
    sortable: true,
    sortKind: 'number',
  },
  amountColumn('totalAmount', 'Total Amount', 'NGN', { value: (row) => row.totalAmount ?? 0 }),
];
