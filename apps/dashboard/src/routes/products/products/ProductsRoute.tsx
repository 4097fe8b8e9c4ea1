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
import { submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** /dashboard/business/products: the list (whole from the API), New product and delete. */
export function ProductsRoute() {
  const openFromList = useOpenFromList();
  const remove = useUrlDialog<ProductRow>('delete-product');
  const deleteProduct = useDeleteProduct();
  const list = useListPage({
    definition: productFilters,
    source: { keys: productKeys, all: async (query) => (await fetchProducts(query)).items },
    columns: productColumns,
    fileName: 'Products',
    rowId: (row) => row.id,
  });

  const doomed = list.rowFor(remove, (row) => row.id);

  const confirmDelete = (product: ProductRow) => {
    if (!deleteProduct.isMutating)
      deleteProduct.trigger(product.id).then(remove.close, () => undefined);
  };

  return (
    <>
      <ProductListScreen
        {...list.screen}
        onNewProduct={() => openFromList(generatePath(PATHS.newProduct))}
        onDelete={(row) => {
          deleteProduct.reset();
          remove.open(row.id, row);
        }}
      />
      {doomed && (
        <DeleteProductDialog
          open
          onClose={remove.close}
          onConfirm={confirmDelete}
          product={doomed}
          submitState={submitStateOf(deleteProduct)}
        />
      )}
    </>
  );
}
