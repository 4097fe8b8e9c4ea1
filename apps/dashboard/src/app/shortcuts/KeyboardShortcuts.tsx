import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tinykeys, type KeybindingsMap } from 'tinykeys';
import { GO_SHORTCUTS } from '@merchant/screens';
import { lazyDialog } from '../lazyDialog';
import { focusListFilter } from './focusListFilter';

const ShortcutsDialog = lazyDialog(() =>
  import('./ShortcutsDialog').then((module) => module.ShortcutsDialog),
);

const FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Keys mean text while the merchant types in a field, and belong to the dialog while one is open
 * (Escape closes it first).
 */
function ignoreShortcut(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return (
    event.repeat ||
    event.isComposing ||
    target?.closest(FIELDS) != null ||
    document.querySelector('[aria-modal="true"]') !== null
  );
}

/**
 * The dashboard's keyboard shortcuts, as the shortcuts dialog lists them: Ctrl K / ⌘K opens the
 * search, `/` opens the page's list filter, `g` then a letter opens a main page, `?` shows them all.
 */
export function KeyboardShortcuts({ onSearch }: { onSearch: () => void }) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);

  // The search opens from anywhere, a field included, as in other apps; the browser's own use of
  // the keys (its address bar search) gives way.
  useEffect(
    () =>
      tinykeys(window, {
        '$mod+k': (event) => {
          event.preventDefault();
          onSearch();
        },
      }),
    [onSearch],
  );

  useEffect(() => {
    const bindings: KeybindingsMap = {
      '[Shift]+?': (event) => {
        event.preventDefault();
        setHelpOpen(true);
      },
      '/': (event) => {
        if (focusListFilter()) event.preventDefault();
      },
    };
    for (const shortcut of GO_SHORTCUTS)
      bindings[shortcut.keys.join(' ')] = (event) => {
        event.preventDefault();
        void navigate(shortcut.href);
      };
    return tinykeys(window, bindings, { ignore: ignoreShortcut });
  }, [navigate]);

  return <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />;
}
