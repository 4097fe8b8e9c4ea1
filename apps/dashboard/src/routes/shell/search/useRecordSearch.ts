import {
  createRecordSearch,
  type ReadOptions,
  type RecordKind,
  type RecordSearchState,
} from '@merchant/api';
import { resolveStatus } from '@merchant/ui';
import type { ShownRecord } from '@merchant/screens';
import { useEffect, useState } from 'react';
import { listSearch } from './listSearches';

const IDLE: RecordSearchState<ShownRecord> = { text: '', kinds: [] };

/** One kind's records through its list's call, their status read through its list's table. */
async function findShown(
  kind: RecordKind,
  text: string,
  options: ReadOptions,
): Promise<ShownRecord[]> {
  const list = await listSearch(kind);
  const found = await list.find(text, options);
  return found.map((record) => ({
    ...record,
    badge: record.status === undefined ? undefined : resolveStatus(list.statuses, record.status),
  }));
}

/** The records found for the text as it is typed (createRecordSearch: paused, cancelled). */
export function useRecordSearch(query: string): RecordSearchState<ShownRecord> {
  const [state, setState] = useState(IDLE);
  const [search] = useState(() => createRecordSearch({ find: findShown, onChange: setState }));
  useEffect(() => search.setText(query), [search, query]);
  useEffect(() => () => search.dispose(), [search]);
  return state;
}
