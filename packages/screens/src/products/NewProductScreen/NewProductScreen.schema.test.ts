import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT,
  canSaveProduct,
  deliveryFeeSchema,
  newProductMessages,
  newProductSchema,
} from './NewProductScreen.schema';

const image = () => new File(['x'], 'front.png', { type: 'image/png' });
const filled = { ...EMPTY_PRODUCT, name: ' Tote ', description: 'Lined', price: '1500.5' };

describe('canSaveProduct', () => {
  it.each([
    ['everything', { name: 'Tote', description: 'Lined', images: [image()], stock: '1' }, true],
    ['no name', { name: ' ', description: 'Lined', images: [image()], stock: '1' }, false],
    ['no description', { name: 'Tote', description: '', images: [image()], stock: '1' }, false],
    ['no image', { name: 'Tote', description: 'Lined', images: [], stock: '1' }, false],
    ['stock 0', { name: 'Tote', description: 'Lined', images: [image()], stock: '0' }, false],
  ])('%s: %s', (_case, values, expected) => {
    expect(canSaveProduct(values)).toBe(expected);
  });
});

describe('newProductSchema', () => {
  it('sends numbers, drops the quantity mode, and a sale price only when on sale', () => {
    const images = [image()];
    const off = newProductSchema.parse({ ...filled, stock: '3', dealprice: '900', images });
    expect(off).toEqual({
      name: 'Tote',
      description: 'Lined',
      price: 1500.5,
      stock: 3,
      url: '',
      containsphysicalgoods: false,
      deliveryaddressrequired: false,
      deliverynoterequired: false,
      images,
      fees: [],
    });
    const on = newProductSchema.parse({
      ...filled,
      stock: '3',
      onSale: true,
      dealprice: '900',
      images,
    });
    expect(on.dealprice).toBe(900);
  });

  it('gives the spec messages', () => {
    const result = newProductSchema.safeParse({ ...EMPTY_PRODUCT, stock: '0', onSale: true });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        newProductMessages.nameRequired,
        newProductMessages.descriptionRequired,
        newProductMessages.priceRequired,
        newProductMessages.stockPositive,
        newProductMessages.imageRequired,
        newProductMessages.salePriceRequired,
      ]),
    );
  });

  it('refuses more than 6 images', () => {
    const images = Array.from({ length: 7 }, image);
    const result = newProductSchema.safeParse({ ...filled, stock: '1', images });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      newProductMessages.imageCount,
    ]);
  });
});

describe('deliveryFeeSchema', () => {
  it('reads the amount as a number', () => {
    expect(deliveryFeeSchema.parse({ name: ' Lagos ', fee: '1500' })).toEqual({
      name: 'Lagos',
      fee: 1500,
    });
  });
});
