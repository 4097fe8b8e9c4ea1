import { type HttpHandler, type PathParams } from 'msw';
import { sandboxNow } from '../db';
import { products } from '../data/products';
import { freshTimestamp } from '../factories/orders';
import { buildProduct, productImage } from '../factories/products';
import { fail, handle, ok, protectedResolver, readBody, searchParams, text } from '../http';
import { ownRowsInRange, wholeList } from './ownRows';
import { productsOperations } from '../../products/operations';

const MAX_INLINE_IMAGE = 150_000;

/** Keeps small uploads as data URLs so the list shows them; larger ones get a placeholder (storage quota). */
async function imageAddress(file: File, name: string, index: number) {
  if (file.size > MAX_INLINE_IMAGE || !file.type.startsWith('image/'))
    return productImage(name, index);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return `data:${file.type};base64,${btoa(binary)}`;
}

function readFees(raw: unknown): { name: string; fee: number }[] {
  if (typeof raw !== 'string' || !raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((fee: { name?: unknown; fee?: unknown }) => ({
        name: text(fee.name),
        fee: Number(fee.fee),
      }))
      .filter((fee) => fee.name && Number.isFinite(fee.fee));
  } catch {
    return [];
  }
}

export const productsHandlers: HttpHandler[] = [
  handle(
    productsOperations.fetchProducts,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const availability = params.get('availability');
      const rows = ownRowsInRange(
        products,
        session,
        params,
        (row) => !availability || String(row.availability) === availability,
      );
      return wholeList('Products retrieved successfully', rows);
    }),
  ),
  handle(
    productsOperations.createProduct,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const name = text(body.name);
      const price = Number(body.price);
      const files = (Array.isArray(body.images) ? body.images : [body.images]).filter(
        (value): value is File => value instanceof File,
      );
      if (!name || !text(body.description))
        return fail('Product name and description are required');
      if (!(price > 0)) return fail('Price must be greater than 0');
      if (!files.length) return fail('Add at least one product image');
      if (files.length > 6) return fail('You can add up to 6 product images');
      const id = `${session.subsidiaryId}-p${Date.now().toString(36)}`;
      const images = await Promise.all(files.map((file, index) => imageAddress(file, name, index)));
      const dealprice =
        body.dealprice === undefined || body.dealprice === '' ? null : Number(body.dealprice);
      const stock = Number(body.stock) || 0;
      products.insert(
        buildProduct({
          id,
          subsidiaryId: session.subsidiaryId,
          name,
          description: text(body.description),
          image: images[0],
          images,
          price,
          dealprice,
          ondeal: dealprice !== null,
          url: text(body.url) || `https://store.paymerchant.ng/p/${id}`,
          containsphysicalgoods: body.containsphysicalgoods === 'true',
          deliveryaddressrequired: body.deliveryaddressrequired === 'true',
          deliverynoterequired: body.deliverynoterequired === 'true',
          fees: readFees(body.fees),
          stock,
          availability: stock > 0,
          dateCreated: freshTimestamp(sandboxNow()),
        }),
      );
      return ok({ message: 'Product created successfully' });
    }),
  ),
  handle(
    productsOperations.deleteProduct,
    protectedResolver(({ params }: { request: Request; params: PathParams }, session) => {
      const removed = products.remove(
        (row) => row.subsidiaryId === session.subsidiaryId && row.id === String(params.id),
      );
      if (!removed) return fail('Product not found', 404);
      return ok({ message: 'Product deleted successfully' });
    }),
  ),
];
