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
 * The dashboard's keyboard shortcuts, as the shortcuts dialog lists them: `/` opens the page's
 * list filter, `g` then a letter opens a main page, `?` shows them all. Ctrl K / ⌘K (search) is
 * the command palette's own.
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);

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
