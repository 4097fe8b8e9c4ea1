import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../mocks/testing';
import { createProduct, deleteProduct, fetchProducts } from './client';
import type { NewProduct } from './schemas';

const server = startSandboxServer();

const picture = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'rice.png', { type: 'image/png' });

const draft: NewProduct = {
  name: 'Jollof Party Pack',
  description: 'Serves ten, with chicken and plantain',
  price: 35000,
  dealprice: 30000,
  url: 'https://store.paymerchant.ng/p/jollof',
  containsphysicalgoods: true,
  deliveryaddressrequired: true,
  deliverynoterequired: false,
  images: [picture(), picture()],
  fees: [{ name: 'Lekki delivery', fee: 3000 }],
  stock: 12,
};

describe('product list', () => {
  it('sends availability and dates; answers newest first with In-stock/Out-of-stock', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    const outOfStock = await fetchProducts({
      availability: 'false',
      dateRange: { from: '2023-01-01', to: '2030-12-31' },
    });
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/dashboard/product/all',
      query: {
        availability: 'false',
        fromdate: '2023-01-01 00:00:00',
        todate: '2030-12-31 23:59:59',
      },
    });
    expect(outOfStock.items.length).toBeGreaterThan(0);
    expect(outOfStock.items.every((item) => item.availability === 'Out-of-stock')).toBe(true);
    const all = await fetchProducts();
    expect(all.total).toBe(7);
    expect(all.items[0]?.image).toMatch(/^data:image\//);
  });

  it('rejects a product with a non-numeric price', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/product/all', () =>
        HttpResponse.json({
          items: [{ id: 1, name: 'x', price: 'free', availability: true }],
          totalItems: 1,
        }),
      ),
    );
    await expect(fetchProducts()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('price'),
    });
  });
});

describe('creating and deleting', () => {
  it('posts multipart with the spec field names; the product then heads the list', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await createProduct(draft);
    const sent = await requests.last();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/product/create',
      body: {
        name: 'Jollof Party Pack',
        description: 'Serves ten, with chicken and plantain',
        price: '35000',
        dealprice: '30000',
        url: 'https://store.paymerchant.ng/p/jollof',
        containsphysicalgoods: 'true',
        deliveryaddressrequired: 'true',
        deliverynoterequired: 'false',
        fees: JSON.stringify([{ name: 'Lekki delivery', fee: 3000 }]),
        stock: '12',
      },
    });
    const images = (sent.body as { images: File[] }).images;
    expect(images).toHaveLength(2);
    expect(images[0]).toBeInstanceOf(File);
    const { items, total } = await fetchProducts();
    expect(total).toBe(8);
    expect(items[0]).toMatchObject({
      name: 'Jollof Party Pack',
      price: 35000,
      stock: 12,
      availability: 'In-stock',
    });
    expect(items[0]?.image).toMatch(/^data:image\/png;base64,/);
  });

  it('leaves fees out unless the first has a name and an amount, and sends stock 0 when empty', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await createProduct({
      ...draft,
      dealprice: undefined,
      fees: [{ name: '', fee: 500 }],
      stock: undefined,
    });
    const body = (await requests.last()).body as Record<string, unknown>;
    expect(body.fees).toBeUndefined();
    expect(body.dealprice).toBeUndefined();
    expect(body.stock).toBe('0');
  });

  it('refuses a product without images', async () => {
    signInForTests();
    await expect(createProduct({ ...draft, images: [] })).rejects.toMatchObject({
      message: 'Add at least one product image',
    });
  });

  it('deletes by id in the path', async () => {
    signInForTests();
    const [first] = (await fetchProducts()).items;
    const requests = recordRequests(server);
    await deleteProduct(first?.id ?? '');
    expect(await requests.last()).toMatchObject({
      method: 'DELETE',
      path: `/subsidiary/dashboard/product/delete/${first?.id}`,
    });
    const after = await fetchProducts();
    expect(after.total).toBe(6);
    expect(after.items.some((item) => item.id === first?.id)).toBe(false);
    await expect(deleteProduct(first?.id ?? '')).rejects.toMatchObject({ status: 404 });
  });
});
