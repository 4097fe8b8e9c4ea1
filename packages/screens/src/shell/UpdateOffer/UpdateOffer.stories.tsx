import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { clickByPosition } from '../../forms/clickByPosition';
import { UPDATE_OFFER_TEXT } from './texts';
import { UpdateOffer } from './UpdateOffer';

const meta: Meta<typeof UpdateOffer> = {
  title: 'Screens/Shell/UpdateOffer',
  component: UpdateOffer,
  args: { onReload: fn(), onLater: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A new version is waiting: the offer, announced politely; nothing happens until a click. */
export const Offered: Story = {
  play: async ({ args, canvasElement }) => {
    const offer = within(canvasElement).getByRole('status');
    await expect(offer).toHaveTextContent(UPDATE_OFFER_TEXT.message);
    await expect(args.onReload).not.toHaveBeenCalled();

    await clickByPosition(within(offer).getByRole('button', { name: UPDATE_OFFER_TEXT.reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await clickByPosition(within(offer).getByRole('button', { name: UPDATE_OFFER_TEXT.later }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    // The picture shows the offer as it first appears, with no control pressed.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** On a phone the offer spans the width above the page's bottom edge. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const offer = within(canvasElement).getByRole('status');
    await expect(offer).toBeVisible();
    await expect(
      within(offer).getByRole('button', { name: UPDATE_OFFER_TEXT.reload }),
    ).toBeVisible();
  },
};
