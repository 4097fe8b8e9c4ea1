import { useLocation, useNavigate } from 'react-router-dom';

const BACK_TO = 'backTo';

/**
 * Opens a details page from a list, remembering the list's address (filters, sort and page)
 * in the history entry, so the details page's back link returns to the list as it was.
 */
export function useOpenFromList() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (path: string) => navigate(path, { state: { [BACK_TO]: pathname + search } });
}

/** Where a details page's back link goes: the list it was opened from, else `fallback`. */
export function useBackHref(fallback: string): string {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && BACK_TO in state && typeof state[BACK_TO] === 'string')
    return state[BACK_TO];
  return fallback;
}
