import { ListScreen, type ListViewProps } from '../../list';
import type { productFilters } from '../filters';
import { productColumns } from '../productColumns';
import type { ProductRow } from '../types';

/** Part 1, "Listing screens": the Products empty text. */
export const PRODUCTS_EMPTY_TEXT = 'You do not have any products';

export interface ProductListScreenProps extends ListViewProps<
  ProductRow,
  typeof productFilters.fields
> {
  /** The 'New product' button (the list links to products/new-product). */
  onNewProduct: () => void;
  /** A row's 'Delete': asks for confirmation first (the app opens DeleteProductDialog). */
  onDelete: (row: ProductRow) => void;
}

/** /dashboard/business/products: the merchant's products, with image, availability and sales. */
export function ProductListScreen({ onNewProduct, onDelete, ...view }: ProductListScreenProps) {
  return (
    <ListScreen<ProductRow, typeof productFilters.fields>
      {...view}
      title="Products"
      columns={productColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      emptyText={PRODUCTS_EMPTY_TEXT}
      primaryAction={{ label: 'New product', onClick: onNewProduct }}
      rowActions={(row) => [{ label: 'Delete', onSelect: () => onDelete(row) }]}
    />
  );
}
