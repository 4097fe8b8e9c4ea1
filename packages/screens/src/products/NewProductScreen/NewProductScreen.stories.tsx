import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { imageFile } from '../fixtures';
import { NewProductScreen, type NewProductScreenProps } from './NewProductScreen';
import { newProductMessages } from './NewProductScreen.schema';
import { withClipboard } from '../../clipboardStory';

/** The fee modal's open state, kept here as the app keeps it in the URL. */
function WithFeeDialog(props: NewProductScreenProps) {
  const [open, setOpen] = useState(props.feeDialogOpen);
  return (
    <NewProductScreen
      {...props}
      feeDialogOpen={open}
      onOpenFeeDialog={() => {
        props.onOpenFeeDialog();
        setOpen(true);
      }}
      onCloseFeeDialog={() => {
        props.onCloseFeeDialog();
        setOpen(false);
      }}
    />
  );
}

const writeText = fn(async (_text: string) => {});

const meta: Meta<typeof NewProductScreen> = {
  title: 'Screens/Products/NewProduct',
  component: NewProductScreen,
  args: {
    onSubmit: fn(),
    submitState: 'idle',
    feeDialogOpen: false,
    onOpenFeeDialog: fn(),
    onCloseFeeDialog: fn(),
  },
  render: (args) => <WithFeeDialog {...args} />,
  beforeEach: withClipboard(writeText),
};
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
// Non-image files reach the form as a merchant could drop them; the form must refuse them.
const anyFile = userEvent.setup({ applyAccept: false });
const imageInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input missing');
  return input;
};
const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save' });

/** Fills what the Save rule needs: name, description, stock above 0 and an image. */
async function fillRequired(canvas: Canvas, canvasElement: HTMLElement) {
  await userEvent.type(canvas.getByLabelText(/Product name/), 'Ankara tote bag');
  await userEvent.type(canvas.getByLabelText(/Description/), 'Hand-sewn, lined');
  await userEvent.type(canvas.getByLabelText(/^Price/), '12500');
  await userEvent.type(canvas.getByLabelText(/^Stock/), '40');
  await userEvent.upload(imageInput(canvasElement), imageFile());
  // Accepted once its first bytes are read.
  await expect(await canvas.findByText('tote.png')).toBeVisible();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(canvas.getByText('Add up to 6 high quality product images')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Limited' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Unlimited' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Copy product URL' })).toBeDisabled();
  },
};

/** Save waits for name, description, an image and stock above 0 (part 1 section 5). */
export const SaveRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Product name/), 'Tote');
    await userEvent.type(canvas.getByLabelText(/Description/), 'Lined');
    await userEvent.type(canvas.getByLabelText(/^Stock/), '0');
    await userEvent.upload(imageInput(canvasElement), imageFile());
    await expect(await canvas.findByText('tote.png')).toBeVisible();
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText(/^Stock/));
    await userEvent.type(canvas.getByLabelText(/^Stock/), '3');
    await expect(saveButton(canvas)).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: /Remove tote.png/ }));
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

/** Only the required fields: no sale price, no fees, an empty URL; sent once on a double click. */
export const SaveRequiredOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas, canvasElement);
    await userEvent.dblClick(saveButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ankara tote bag',
      description: 'Hand-sewn, lined',
      price: 12500,
      stock: 40,
      url: '',
      containsphysicalgoods: false,
      deliveryaddressrequired: false,
      deliverynoterequired: false,
      images: [expect.objectContaining({ name: 'tote.png', type: 'image/png' })],
      fees: [],
    });
  },
};

/** Every field: Unlimited, the delivery boxes, a delivery fee, a sale price and a URL. */
export const SaveEverything: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Unlimited' }));
    await userEvent.click(canvas.getByLabelText(/contains one or more physical goods/));
    await userEvent.click(canvas.getByLabelText('Require delivery address'));
    await userEvent.click(canvas.getByLabelText('Require delivery note'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add delivery fee' }));
    const fee = within(await within(document.body).findByRole('dialog', { name: 'Delivery Fee' }));
    await userEvent.type(fee.getByLabelText(/Fee type/), 'Lagos delivery');
    await userEvent.type(fee.getByLabelText(/Amount/), '1500');
    await userEvent.click(fee.getByRole('button', { name: 'Add fee' }));
    await expect(canvas.getByText('Lagos delivery: NGN 1,500.00')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('This product is on sale'));
    await userEvent.type(canvas.getByLabelText(/Sale price/), '9999.5');
    await userEvent.type(canvas.getByLabelText(/Product URL/), 'https://shop.ada.ng/tote');
    await userEvent.click(saveButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ankara tote bag',
      description: 'Hand-sewn, lined',
      price: 12500,
      dealprice: 9999.5,
      stock: 40,
      url: 'https://shop.ada.ng/tote',
      containsphysicalgoods: true,
      deliveryaddressrequired: true,
      deliverynoterequired: true,
      images: [expect.objectContaining({ name: 'tote.png' })],
      fees: [{ name: 'Lagos delivery', fee: 1500 }],
    });
  },
};

/** 'Add fee' needs both Fee type and Amount; Cancel adds nothing. */
export const DeliveryFeeDialog: Story = {
  args: { feeDialogOpen: true },
  play: async ({ canvasElement, args }) => {
    const fee = within(await within(document.body).findByRole('dialog', { name: 'Delivery Fee' }));
    const add = fee.getByRole('button', { name: 'Add fee' });
    await expect(add).toBeDisabled();
    await userEvent.type(fee.getByLabelText(/Fee type/), 'Pickup');
    await expect(add).toBeDisabled();
    await userEvent.type(fee.getByLabelText(/Amount/), '500');
    await expect(add).toBeEnabled();
    await userEvent.click(fee.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCloseFeeDialog).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByText(/Pickup:/)).toBeNull();
  },
};

/** A fee once added can be removed again. */
export const RemoveFee: Story = {
  args: { feeDialogOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = within(await within(document.body).findByRole('dialog', { name: 'Delivery Fee' }));
    await userEvent.type(fee.getByLabelText(/Fee type/), 'Pickup');
    await userEvent.type(fee.getByLabelText(/Amount/), '500');
    await userEvent.click(fee.getByRole('button', { name: 'Add fee' }));
    await expect(canvas.getByText('Pickup: NGN 500.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove fee Pickup' }));
    await expect(canvas.queryByText('Pickup: NGN 500.00')).toBeNull();
  },
};

/** Copy puts the URL on the clipboard and reads 'Copied.' (for 2 s). */
export const CopyProductUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Product URL/), 'https://shop.ada.ng/tote');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy product URL' }));
    await expect(writeText).toHaveBeenCalledWith('https://shop.ada.ng/tote');
    await expect(canvas.getByRole('button', { name: 'Copied.' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Copy product URL' })).toBeVisible(),
      { timeout: 3000 },
    );
  },
};

const messageAfterBlur = (label: RegExp, typed: string, message: string): Story => ({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(label);
    await userEvent.click(field);
    if (typed) await userEvent.type(field, typed);
    await userEvent.tab();
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const NameRequired = messageAfterBlur(/Product name/, '', newProductMessages.nameRequired);
export const DescriptionRequired = messageAfterBlur(
  /Description/,
  '',
  newProductMessages.descriptionRequired,
);
export const PriceRequired = messageAfterBlur(/^Price/, '', newProductMessages.priceRequired);
export const PricePositive = messageAfterBlur(/^Price/, '0', newProductMessages.pricePositive);
export const StockInvalid = messageAfterBlur(/^Stock/, '4x', newProductMessages.stockInvalid);
export const StockPositive = messageAfterBlur(/^Stock/, '0', newProductMessages.stockPositive);
export const UrlInvalid = messageAfterBlur(/Product URL/, 'shop', newProductMessages.urlInvalid);

/** On sale, the sale price is required and must be above 0; nothing is sent without it. */
export const SalePriceRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas, canvasElement);
    await userEvent.click(canvas.getByLabelText('This product is on sale'));
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByText(newProductMessages.salePriceRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Sale price/), '0');
    await expect(await canvas.findByText(newProductMessages.salePricePositive)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A non-image file is refused with a message, and never joins the images. */
export const NonImageRejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await anyFile.upload(
      imageInput(canvasElement),
      new File(['%PDF-1.4'], 'price-list.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText(newProductMessages.imageType)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  },
};

/** Six images fill the upload: the picker is disabled, and each image can still be removed. */
export const ImagesAtLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = imageInput(canvasElement);
    const files = [1, 2, 3, 4, 5, 6, 7].map((n) => imageFile(`photo-${n}.png`));
    await userEvent.upload(input, files);
    await expect(
      await canvas.findByText(newProductMessages.imageCount, { exact: false }),
    ).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Chosen files' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /Maximum of 6 files reached/ })).toBeDisabled();
    await userEvent.click(list.getByRole('button', { name: /Remove photo-3.png/ }));
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: /Choose files/ })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { submitState: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvas, canvasElement);
    await userEvent.click(saveButton(canvas));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Price must be greater than 0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Price must be greater than 0',
    );
  },
};
