import type { DataTableCards } from './DataTableCards';

let cardsLoading: Promise<typeof DataTableCards> | undefined;

/**
 * Starts loading the card view once. The card view loads on a phone only: a laptop never
 * downloads it (ADR 008). The table starts it with its engine on a phone (DataTable.tsx), beside
 * the rows' request, so the cards wait for neither; a table that turns into cards later (a
 * window narrowed) starts it from the engine.
 */
export const loadCards = () =>
  (cardsLoading ??= import('./DataTableCards').then((module) => module.DataTableCards));
