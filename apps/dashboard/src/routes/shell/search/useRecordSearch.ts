import { createRecordSearch, type RecordSearchState } from '@merchant/api';
import { useEffect, useState } from 'react';

const IDLE: RecordSearchState = { text: '', kinds: [] };

/** The records found for the text as it is typed (createRecordSearch: paused, cancelled). */
export function useRecordSearch(query: string): RecordSearchState {
  const [state, setState] = useState(IDLE);
  const [search] = useState(() => createRecordSearch({ onChange: setState }));
  useEffect(() => search.setText(query), [search, query]);
  useEffect(() => () => search.dispose(), [search]);
  return state;
}
