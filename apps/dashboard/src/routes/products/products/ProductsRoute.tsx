import { generatePath } from 'react-router-dom';
import { fetchProducts, productKeys, useDeleteProduct } from '@merchant/api';
import {
  DeleteProductDialog,
  PATHS,
  ProductListScreen,
  productColumns,
  productFilters,
  type ProductRow,
} from '@merchant/screens';
import { useOpenFromList } from '../../../app/backLink';
import { useListPage } from '../../../app/list/useListPage';
import { useRowAction } from '../../../app/list/useRowAction';

/** /dashboard/business/products: the list (whole from the API), New product and delete. */
export function ProductsRoute() {
  const openFromList = useOpenFromList();
  const list = useListPage({
    definition: productFilters,
    source: { keys: productKeys, all: async (query) => (await fetchProducts(query)).items },
    columns: productColumns,
    fileName: 'Products',
    rowId: (row) => row.id,
  });

  const remove = useRowAction(
    'delete-product',
    list,
    (row: ProductRow) => row.id,
    useDeleteProduct(),
  );

  return (
    <>
      <ProductListScreen
        {...list.screen}
        onNewProduct={() => openFromList(generatePath(PATHS.newProduct))}
        onDelete={remove.open}
      />
      {remove.row && (
        <DeleteProductDialog
          {...remove.dialogProps}
          onConfirm={() => remove.confirm((product) => product.id)}
          product={remove.row}
        />
      )}
    </>
  );
}
