import { expect, fn, userEvent, within } from 'storybook/test';
import type { FilterDefinition, FilterFields, FilterValues, ListData } from '../list';
import { listControlArgs } from '../list/fixtures/stateStories';
import type { RemoteData } from '../types';

/** Shared story arguments of the money lists (stories only). */

/** Every matching row at once, as the app's list hook hands a list the API returns whole. */
export function readyRows<Row>(rows: readonly Row[]): RemoteData<ListData<Row>> {
  return { status: 'ready', data: { rows, total: rows.length, complete: true } };
}

export function filterWith<Fields extends FilterFields>(
  definition: FilterDefinition<Fields>,
  value: FilterValues<Fields> = definition.defaults,
) {
  return { definition, value, onChange: fn() };
}

/** Sort, page and export arguments every list story needs. */
export const listArgs = () => ({
  ...listControlArgs(),
  now: () => new Date(2026, 10, 23, 10, 0),
});

export const retryArgs = () => ({
  status: 'error' as const,
  message: 'Service temporarily unavailable',
  onRetry: fn(),
});

/** Opens the list's Filter panel. */
export async function openFilter(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
  return within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
}

/** Opens the row menu named `Actions for <label>` and picks `item`. */
export async function pickRowAction(canvasElement: HTMLElement, label: string, item: string) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: `Actions for ${label}` }),
  );
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: item }));
}

/** The `ViewDetails` story of a money list: the row labelled `label` hands `row` to the callback. */
export const viewDetailsStory = (label: string, row: unknown) => ({
  play: async ({
    args,
    canvasElement,
  }: {
    args: { onViewDetails?: unknown };
    canvasElement: HTMLElement;
  }) => {
    await pickRowAction(canvasElement, label, 'View details');
    await expect(args.onViewDetails).toHaveBeenCalledWith(row);
  },
});
