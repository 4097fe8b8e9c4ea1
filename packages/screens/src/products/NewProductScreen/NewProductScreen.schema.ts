import * as z from 'zod/mini';
import { notAnOption, tooLong } from '../../forms/zodMessages';
import type { Control } from 'react-hook-form';
import { TEXTAREA_MAX_LENGTH, TEXT_MAX_LENGTH, amountValue } from '@merchant/ui';
import { requiredMessage } from '../../validation/messages';
import type { NewProductValues, ProductFeeValues } from '../types';

/** "Max 6 product images" (part 1 section 9). */
export const MAX_PRODUCT_IMAGES = 6;

export const QUANTITY_MODES = ['Limited', 'Unlimited'] as const;

/** The form's messages: the spec's generic texts (part 1 section 5) with each field's label. */
export const newProductMessages = {
  nameRequired: requiredMessage('Product name'),
  descriptionRequired: requiredMessage('Description'),
  priceRequired: requiredMessage('Price'),
  pricePositive: 'Price must be greater than 0',
  stockInvalid: 'Stock is not a valid number!',
  stockPositive: 'Stock must be greater than 0',
  salePriceRequired: requiredMessage('Sale price'),
  salePricePositive: 'Sale price must be greater than 0',
  urlInvalid: 'Please enter a valid url',
  imageRequired: 'Add at least one product image',
  imageType: 'Only image files can be added',
  imageCount: `You can add up to ${MAX_PRODUCT_IMAGES} product images`,
} as const;

const isUrl = (raw: string) => {
  try {
    return Boolean(new URL(raw));
  } catch {
    return false;
  }
};

const positive = (raw: string) => (amountValue(raw) ?? 0) > 0;

/**
 * Name, description, price, stock above 0 and at least one image; the sale price only when the
 * product is on sale. Quantity mode and the delivery boxes are choices, never errors.
 */
export const newProductSchema = z.pipe(
  z
    .object({
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, newProductMessages.nameRequired),
          z.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
        ),
      description: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, newProductMessages.descriptionRequired),
          z.maxLength(TEXTAREA_MAX_LENGTH, tooLong(TEXTAREA_MAX_LENGTH)),
        ),
      price: z
        .string()
        .check(
          z.minLength(1, newProductMessages.priceRequired),
          z.refine(positive, newProductMessages.pricePositive),
        ),
      stock: z.string().check(
        z.trim(),
        z.regex(/^\d*$/, newProductMessages.stockInvalid),
        z.refine((raw) => Number(raw) > 0, newProductMessages.stockPositive),
      ),
      quantityMode: z.enum(QUANTITY_MODES, notAnOption),
      containsphysicalgoods: z.boolean(),
      deliveryaddressrequired: z.boolean(),
      deliverynoterequired: z.boolean(),
      onSale: z.boolean(),
      dealprice: z.string(),
      url: z.string().check(
        z.trim(),
        z.refine((raw) => raw === '' || isUrl(raw), newProductMessages.urlInvalid),
      ),
      images: z
        .array(z.instanceof(File))
        .check(
          z.minLength(1, newProductMessages.imageRequired),
          z.maxLength(MAX_PRODUCT_IMAGES, newProductMessages.imageCount),
        ),
      fees: z.array(z.object({ name: z.string(), fee: z.number() })),
    })
    .check(
      z.superRefine(({ onSale, dealprice }, context) => {
        if (!onSale) return;
        if (dealprice === '')
          context.addIssue({
            code: 'custom',
            path: ['dealprice'],
            message: newProductMessages.salePriceRequired,
          });
        else if (!positive(dealprice))
          context.addIssue({
            code: 'custom',
            path: ['dealprice'],
            message: newProductMessages.salePricePositive,
          });
      }),
    ),
  z.transform(
    ({ quantityMode: _mode, onSale, dealprice, price, stock, ...rest }): NewProductValues => ({
      ...rest,
      price: amountValue(price) ?? 0,
      ...(onSale ? { dealprice: amountValue(dealprice) ?? 0 } : {}),
      stock: Number(stock),
    }),
  ),
);

/** What the form holds while typing. */
export type NewProductFormValues = z.input<typeof newProductSchema>;

export const EMPTY_PRODUCT: NewProductFormValues = {
  name: '',
  description: '',
  price: '',
  stock: '',
  quantityMode: 'Limited',
  containsphysicalgoods: false,
  deliveryaddressrequired: false,
  deliverynoterequired: false,
  onSale: false,
  dealprice: '',
  url: '',
  images: [],
  fees: [],
};

/**
 * "Save is enabled only if name and description are non-empty, at least one image is attached
 * and stock is greater than 0" (part 1 section 5).
 */
export function canSaveProduct(
  values: Pick<NewProductFormValues, 'name' | 'description' | 'images' | 'stock'>,
): boolean {
  return (
    values.name.trim() !== '' &&
    values.description.trim() !== '' &&
    values.images.length > 0 &&
    Number(values.stock) > 0
  );
}

/** A delivery fee as typed in the 'Delivery Fee' modal. */
export const deliveryFeeSchema = z.pipe(
  z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, requiredMessage('Fee type')),
        z.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
      ),
    fee: z.string().check(z.minLength(1, requiredMessage('Amount'))),
  }),
  z.transform(({ name, fee }): ProductFeeValues => ({ name, fee: amountValue(fee) ?? 0 })),
);

export type DeliveryFeeFormValues = z.input<typeof deliveryFeeSchema>;

/** The product form's `control`, as its sections take it. */
export type NewProductControl = Control<NewProductFormValues, unknown, NewProductValues>;
