import {
  SearchPalette,
  pageDestinations,
  type PageDestination,
  type ShownRecord,
} from '@merchant/screens';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardPages } from '../../tables';
import { readRecent, rememberOpened } from './recentSearch';
import { dialogAddress } from '../../../app/useUrlDialog';
import { listSearch } from './listSearches';
import { useRecordSearch } from './useRecordSearch';

interface SearchPaletteHostProps {
  open: boolean;
  onClose: () => void;
}

/** The search palette, wired: pages of the route table, the record search, the recent ones. */
export function SearchPaletteHost({ open, onClose }: SearchPaletteHostProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const found = useRecordSearch(query);
  const [recent] = useState(readRecent);
  const pages = useMemo(() => pageDestinations(dashboardPages.map((page) => page.id)), []);

  const openPage = (page: PageDestination) => {
    onClose();
    navigate(page.href);
  };
  const openRecord = async (record: ShownRecord, searched: string) => {
    rememberOpened(record, searched);
    onClose();
    const { pathname, dialog } = (await listSearch(record.kind)).locate(record);
    if (!dialog) return navigate(pathname);
    const { search, state } = dialogAddress(dialog.name, dialog.id, dialog.row);
    return navigate({ pathname, search }, { state });
  };

  return (
    <SearchPalette
      open={open}
      onClose={onClose}
      query={query}
      onQueryChange={setQuery}
      pages={pages}
      found={found}
      recentSearches={recent.searches}
      recentRecords={recent.records}
      onOpenPage={openPage}
      onOpenRecord={(record, searched) => void openRecord(record, searched)}
    />
  );
}
