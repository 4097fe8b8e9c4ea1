import { useEffect } from 'react';

/**
 * Ctrl+K (⌘K on a Mac) opens the search from anywhere, a field included, as in other apps; the
 * browser's own use of the keys (its address bar search) gives way.
 */
export function useSearchShortcut(openSearch: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);
}
