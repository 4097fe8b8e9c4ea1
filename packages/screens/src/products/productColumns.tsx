import { Avatar, StatusBadge, money, resolveStatus } from '@merchant/ui';
import type { ListColumn } from '../list';
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
  {
    id: 'price',
    kind: 'amount',
    header: 'Price',
    value: (row) => row.price,
    text: (row) => money(row.price, 'NGN'),
    sortable: true,
    sortKind: 'number',
  },
  {
    id: 'availability',
    kind: 'status',
    header: 'Availability',
    text: (row) => resolveStatus(productAvailabilityMap, row.availability).label,
    cell: (row) => <StatusBadge status={row.availability} map={productAvailabilityMap} />,
    sortable: true,
  },
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
  {
    id: 'totalAmount',
    kind: 'amount',
    header: 'Total Amount',
    value: (row) => row.totalAmount ?? 0,
    text: (row) => money(row.totalAmount ?? 0, 'NGN'),
    sortable: true,
    sortKind: 'number',
  },
];
