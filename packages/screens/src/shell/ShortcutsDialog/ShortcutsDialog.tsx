import { Fragment } from 'react';
import { Modal } from '@merchant/ui';
import { KEYBOARD_SHORTCUTS, type KeyboardShortcut } from '../shortcuts';
import { Key, KeySequence, ShortcutList } from './ShortcutsDialog.styles';

export interface ShortcutsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, the backdrop and the close button. */
  onClose: () => void;
  /** The shortcuts listed; every one of the dashboard by default. */
  shortcuts?: readonly KeyboardShortcut[];
}

/** A `g` sequence reads 'g then t'; the search's two keys are alternatives ('Ctrl K or ⌘K'). */
const joinerOf = (shortcut: KeyboardShortcut) => (shortcut.keys[0] === 'g' ? 'then' : 'or');

/** '?': every keyboard shortcut, its keys and what it does. */
export function ShortcutsDialog({
  open,
  onClose,
  shortcuts = KEYBOARD_SHORTCUTS,
}: ShortcutsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts" size="sm">
      <ShortcutList>
        {shortcuts.map((shortcut) => (
          <Fragment key={shortcut.description}>
            <dt>{shortcut.description}</dt>
            <dd>
              <KeySequence>
                {shortcut.keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 && ` ${joinerOf(shortcut)} `}
                    <Key>{key}</Key>
                  </Fragment>
                ))}
              </KeySequence>
            </dd>
          </Fragment>
        ))}
      </ShortcutList>
    </Modal>
  );
}
