import { Command } from 'cmdk';
import { useRef, useState, type ReactNode } from 'react';
import { SearchIcon } from '../../icons';
import { Modal } from '../Modal';
import {
  Announcement,
  GroupNote,
  InputBox,
  ItemDescription,
  ItemEnd,
  ItemLabel,
  ItemText,
  Note,
  Results,
} from './CommandPalette.styles';

/** One choice of the palette. */
export interface CommandPaletteItem {
  /** Unique in the palette; handed back by `onSelect`. */
  id: string;
  /** The main text: a page's name, a record's reference. */
  label: string;
  /** A second line: where a page sits, a record's amount and date. */
  description?: string;
  /** Shown at the end of the row, e.g. a status badge (its meaning must be in its text). */
  end?: ReactNode;
}

/** A titled group of choices, with what its search is doing. */
export interface CommandPaletteGroup {
  /** Unique in the palette. */
  id: string;
  /** The group's heading, e.g. 'Go to' or 'Transactions'. */
  heading: string;
  /** Its choices, in order. */
  items: readonly CommandPaletteItem[];
  /** A line while its items are being found, or why they could not be (shown when it has none). */
  note?: { text: string; tone: 'info' | 'error' };
}

export interface CommandPaletteProps {
  /** Whether the palette is shown. */
  open: boolean;
  /** Called on Escape, the Close button and a click outside. */
  onClose: () => void;
  /** The dialog's title. */
  title: string;
  /** The text typed. */
  query: string;
  /** Called with the text as it is typed. */
  onQueryChange: (query: string) => void;
  /** The input's accessible name. */
  inputLabel: string;
  /** Placeholder of the input. */
  placeholder?: string;
  /** The groups of choices, in order; a group with no choices shows only its note, if any. */
  groups: readonly CommandPaletteGroup[];
  /** Called with the chosen item's id (Enter or a click). */
  onSelect: (id: string) => void;
  /** A line under the input: a hint, or that nothing matches; read out when it changes. */
  status?: string;
}

/**
 * A search-and-go dialog: one input, the choices grouped under it, arrows to move, Enter to
 * choose. It MUST NOT filter the choices itself (the caller decides what matches), MUST keep
 * focus in the input while arrows move the selection, and MUST announce its status line.
 */
export function CommandPalette({
  open,
  onClose,
  title,
  query,
  onQueryChange,
  inputLabel,
  placeholder,
  groups,
  onSelect,
  status,
}: CommandPaletteProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Groups still being found, or that failed, hold no choices: their line stands under the list,
  // as a listbox may only hold choices.
  const listed = groups.filter((group) => group.items.length > 0);
  const noted = groups.filter((group) => group.items.length === 0 && group.note);
  // The selection follows the choices: when they change under it (results arriving as they are
  // found), the first one is selected, so Enter always chooses what is highlighted.
  const [picked, setPicked] = useState('');
  const ids = listed.flatMap((group) => group.items.map((item) => item.id));
  const selected = ids.includes(picked) ? picked : (ids[0] ?? '');
  return (
    <Modal open={open} onClose={onClose} title={title} initialFocusRef={inputRef}>
      <Command
        label={inputLabel}
        shouldFilter={false}
        loop
        value={selected}
        onValueChange={setPicked}
      >
        <InputBox>
          <SearchIcon size={18} />
          <Command.Input
            ref={inputRef}
            value={query}
            onValueChange={onQueryChange}
            placeholder={placeholder}
          />
        </InputBox>
        {status ? <Note aria-hidden="true">{status}</Note> : null}
        <Announcement role="status">{status}</Announcement>
        <Results>
          <Command.List label={title}>
            {listed.map((group) => (
              <Command.Group key={group.id} heading={group.heading}>
                {group.items.map((item) => (
                  <Command.Item key={item.id} value={item.id} onSelect={() => onSelect(item.id)}>
                    <ItemText>
                      <ItemLabel>{item.label}</ItemLabel>
                      {item.description ? (
                        <ItemDescription>{item.description}</ItemDescription>
                      ) : null}
                    </ItemText>
                    {item.end ? <ItemEnd>{item.end}</ItemEnd> : null}
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
          {noted.map((group) => (
            <GroupNote key={group.id} $error={group.note?.tone === 'error'}>
              {group.heading}: {group.note?.text}
            </GroupNote>
          ))}
        </Results>
      </Command>
    </Modal>
  );
}
