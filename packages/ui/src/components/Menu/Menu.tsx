import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { getTabbables } from '../../hooks';
import { ChevronDownIcon, MoreIcon } from '../../icons/icons';
import { Button } from '../Button';
import { Popover } from '../Popover';
import {
  IconTrigger,
  ItemDescription,
  ItemIcon,
  ItemState,
  ItemText,
  MenuItemButton,
  TriggerChevron,
} from './Menu.styles';

export interface MenuItem {
  /** Visible text; unique within the menu (it is the key and the type-ahead target). */
  label: string;
  /** Runs after the menu has closed and focus is back on the trigger. */
  onSelect: () => void;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** A line under the label that the item is described by, e.g. why it is disabled. */
  description?: string;
  /** `danger` for destructive actions (Delete, Deactivate); the label must say what it does. */
  tone?: 'danger';
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Makes the item a switch (menuitemcheckbox): on or off, said in words after the label. */
  checked?: boolean;
}

export type MenuTriggerVariant = 'primary' | 'secondary' | 'ghost' | 'icon';

export interface MenuProps {
  /**
   * Trigger text, and the menu's accessible name. For the `icon` variant it is the trigger's
   * accessible name; with `triggerContent` the trigger is named by that content instead.
   */
  label: string;
  /** The actions. */
  items: readonly MenuItem[];
  /** Trigger look: a Button variant with a chevron, or `icon` (a square button, "more" dots). */
  variant?: MenuTriggerVariant;
  /** For `icon`: the icon shown (default three dots); otherwise an icon before the label. */
  icon?: ReactNode;
  /** Custom visible trigger content (an avatar and a name); it must contain readable text. */
  triggerContent?: ReactNode;
  /** Which edge of the trigger the menu lines up with; `end` by default for the `icon` variant. */
  align?: 'start' | 'end';
  /** Trigger size. */
  size?: 'sm' | 'md';
  /** Disables the trigger. */
  disabled?: boolean;
  /** Id of the text that describes the trigger, e.g. why it is disabled. */
  describedBy?: string;
}

/**
 * An action menu following the WAI-ARIA menu button pattern. The trigger MUST expose
 * aria-haspopup and aria-expanded; arrows, Home, End and type-ahead move focus; Enter and Space
 * activate; Escape closes and returns focus to the trigger; Tab closes and moves on.
 */
export function Menu({
  label,
  items,
  variant = 'secondary',
  icon,
  triggerContent,
  align = variant === 'icon' ? 'end' : 'start',
  size = 'md',
  disabled = false,
  describedBy,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusOnOpen = useRef(0);
  const triggerId = useId();
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusOnOpen.current]?.focus({ preventScroll: true });
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus({ preventScroll: true });
  };
  const currentIndex = () =>
    itemRefs.current.findIndex((element) => element === document.activeElement);

  // Within the enclosing modal dialog, if any, so Tab never leaves an open dialog.
  const focusBesideTrigger = (step: 1 | -1) => {
    const trigger = triggerRef.current;
    if (!trigger) return;
    const scope = trigger.closest<HTMLElement>('[aria-modal="true"]') ?? document.body;
    const tabbables = getTabbables(scope);
    const index = tabbables.indexOf(trigger);
    const next =
      index === -1 ? trigger : tabbables[(index + step + tabbables.length) % tabbables.length];
    (next ?? trigger).focus();
  };

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    setOpen(false);
    triggerRef.current?.focus();
    item.onSelect();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = currentIndex();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current < 0 ? -1 : current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        return;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        return;
      case 'Enter':
      case ' ':
        // Handled on keydown so the key's release cannot land on the trigger and reopen the menu.
        event.preventDefault();
        select(current);
        return;
      case 'Tab':
        // The pattern moves on from the trigger's place in the tab order.
        event.preventDefault();
        setOpen(false);
        focusBesideTrigger(event.shiftKey ? -1 : 1);
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const char = event.key.toLowerCase();
          const next = items.findIndex(
            (item, index) => index > current && item.label.toLowerCase().startsWith(char),
          );
          const wrapped =
            next === -1
              ? items.findIndex((item) => item.label.toLowerCase().startsWith(char))
              : next;
          if (wrapped !== -1) focusItem(wrapped);
        }
    }
  };

  const triggerProps = {
    ref: triggerRef,
    id: triggerId,
    disabled,
    'aria-describedby': describedBy,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? setOpen(false) : openAt(0)),
    onKeyDown: onTriggerKeyDown,
  };

  return (
    <>
      {variant === 'icon' ? (
        <IconTrigger type="button" aria-label={label} $size={size} {...triggerProps}>
          {icon ?? <MoreIcon size={size === 'sm' ? 18 : 20} />}
        </IconTrigger>
      ) : (
        <Button variant={variant} size={size} startIcon={icon} {...triggerProps}>
          {triggerContent ?? label}
          <TriggerChevron>
            <ChevronDownIcon size={16} />
          </TriggerChevron>
        </Button>
      )}
      <Popover
        id={menuId}
        role="menu"
        aria-labelledby={triggerContent ? undefined : triggerId}
        aria-label={triggerContent ? label : undefined}
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={triggerRef}
        align={align}
        focusOnOpen={false}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => (
          <MenuItemButton
            key={item.label}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            type="button"
            role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
            aria-checked={item.checked}
            tabIndex={-1}
            aria-disabled={item.disabled || undefined}
            aria-describedby={item.description ? `${menuId}-${index}-description` : undefined}
            $danger={item.tone === 'danger'}
            onClick={() => select(index)}
          >
            {item.icon ? <ItemIcon aria-hidden="true">{item.icon}</ItemIcon> : null}
            {item.description ? (
              <ItemText>
                {item.label}
                {/* Out of the item's name, which stays its label; it is the description. */}
                <ItemDescription id={`${menuId}-${index}-description`} aria-hidden="true">
                  {item.description}
                </ItemDescription>
              </ItemText>
            ) : (
              item.label
            )}
            {item.checked !== undefined && (
              <ItemState aria-hidden="true">{item.checked ? 'On' : 'Off'}</ItemState>
            )}
          </MenuItemButton>
        ))}
      </Popover>
    </>
  );
}
