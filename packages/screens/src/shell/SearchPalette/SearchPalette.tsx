import { SEARCH_MIN_LENGTH, type KindResults, type RecordKind } from '@merchant/api/contract';
import { CommandPalette, type CommandPaletteGroup } from '@merchant/ui';
import { foundItem, kindHeading, type ShownRecord } from './foundKinds';
import { matchingPages, type PageDestination } from './pageDestinations';

/** What the record search has found so far, and for which text. */
export interface FoundRecords {
  /** The text searched; the results are stale while it differs from the query. */
  text: string;
  /** The kinds asked, in the order their groups are shown. */
  kinds: readonly { kind: RecordKind; results: KindResults<ShownRecord> }[];
}

export interface SearchPaletteProps {
  /** Whether the palette is shown. */
  open: boolean;
  /** Escape, Close or a click outside. */
  onClose: () => void;
  /** The text typed. */
  query: string;
  /** Called with the text as it is typed. */
  onQueryChange: (query: string) => void;
  /** Every page the search goes to (pageDestinations); those matching the text are offered. */
  pages: readonly PageDestination[];
  /** The records found for the text. */
  found: FoundRecords;
  /** Texts searched lately, newest first; offered while nothing is typed. */
  recentSearches: readonly string[];
  /** Records opened lately, newest first; offered while nothing is typed. */
  recentRecords: readonly ShownRecord[];
  /** Goes to a page. */
  onOpenPage: (page: PageDestination) => void;
  /** Opens a record; `query` is the text it was found by ('' for a recently opened one). */
  onOpenRecord: (record: ShownRecord, query: string) => void;
}

type Choice =
  | { type: 'page'; page: PageDestination }
  | { type: 'record'; record: ShownRecord }
  | { type: 'search'; text: string };

const SEARCHING = 'Searching…';

/**
 * The search on Ctrl+K and the top bar's button: pages by their name, records by their
 * reference or e-mail, grouped by kind; and, before anything is typed, what was searched and
 * opened lately.
 */
export function SearchPalette({
  open,
  onClose,
  query,
  onQueryChange,
  pages,
  found,
  recentSearches,
  recentRecords,
  onOpenPage,
  onOpenRecord,
}: SearchPaletteProps) {
  const text = query.trim();
  const choices = new Map<string, Choice>();
  const groups: CommandPaletteGroup[] = [];
  let status: string | undefined;

  if (text === '') {
    groups.push(
      {
        id: 'recent-searches',
        heading: 'Recent searches',
        items: recentSearches.map((searched, index) => {
          const id = `search:${index}`;
          choices.set(id, { type: 'search', text: searched });
          return { id, label: searched };
        }),
      },
      {
        id: 'recent-records',
        heading: 'Recently opened',
        items: recentRecords.map((record, index) => {
          const id = `recent:${index}`;
          choices.set(id, { type: 'record', record });
          return foundItem(record, id);
        }),
      },
    );
    status = 'Type a page name, or at least 3 characters of a reference or an e-mail.';
  } else {
    const matched = matchingPages(pages, text);
    groups.push({
      id: 'pages',
      heading: 'Go to',
      items: matched.map((page) => {
        const id = `page:${page.href}`;
        choices.set(id, { type: 'page', page });
        return { id, label: page.label, description: page.section };
      }),
    });
    if (text.length < SEARCH_MIN_LENGTH) {
      status = 'Type at least 3 characters to find a reference or an e-mail.';
    } else {
      const current = found.text === text;
      const kinds = current ? found.kinds : [];
      for (const { kind, results } of kinds) {
        const heading = kindHeading(kind);
        if (results.status === 'loading') {
          groups.push({ id: kind, heading, items: [], note: { text: SEARCHING, tone: 'info' } });
        } else if (results.status === 'error') {
          groups.push({
            id: kind,
            heading,
            items: [],
            note: { text: `Could not search: ${results.message}`, tone: 'error' },
          });
        } else {
          groups.push({
            id: kind,
            heading,
            items: results.records.map((record, index) => {
              const id = `${kind}:${index}`;
              choices.set(id, { type: 'record', record });
              return foundItem(record, id);
            }),
          });
        }
      }
      const waiting =
        !current || kinds.length === 0 || kinds.some(({ results }) => results.status === 'loading');
      const count = groups.reduce((sum, group) => sum + group.items.length, 0);
      if (waiting) status = SEARCHING;
      else if (count === 0) status = `No page or record matches '${text}'.`;
      else status = count === 1 ? '1 match.' : `${count} matches.`;
    }
  }

  const onSelect = (id: string) => {
    const choice = choices.get(id);
    if (!choice) return;
    if (choice.type === 'search') onQueryChange(choice.text);
    else if (choice.type === 'page') onOpenPage(choice.page);
    else onOpenRecord(choice.record, text);
  };

  return (
    <CommandPalette
      open={open}
      onClose={onClose}
      title="Search"
      inputLabel="Search pages and references"
      placeholder="Page name, reference or e-mail"
      query={query}
      onQueryChange={onQueryChange}
      groups={groups}
      onSelect={onSelect}
      status={status}
    />
  );
}
