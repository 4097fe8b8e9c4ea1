import type { DataTableCards } from './DataTableCards';

let cardsLoading: Promise<typeof DataTableCards> | undefined;

/**
 * Starts loading the card view once. The card view loads on a phone only: a laptop never
 * downloads it (ADR 008). The table's placeholder starts it as soon as it knows it is on a phone,
 * beside the table's engine and the rows' request, so the cards wait for none of them.
 */
export const loadCards = () =>
  (cardsLoading ??= import('./DataTableCards').then((module) => module.DataTableCards));
