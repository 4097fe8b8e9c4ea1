import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TabButton, TabList, TabPanel } from './Tabs.styles';

export interface TabItem {
  /** Stable identifier; it is the value passed to `onChange`. */
  id: string;
  /** Tab text. */
  label: ReactNode;
  /** Shown but not selectable (e.g. the chargeback 'Holding Balance' tab). */
  disabled?: boolean;
  /** This tab's panel; when omitted the panel shows the Tabs `children`. */
  content?: ReactNode;
}

export interface TabsProps {
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** Selected tab id (controlled). */
  value?: string;
  /** Initially selected tab id (uncontrolled); the first enabled tab by default. */
  defaultValue?: string;
  /** Called with the id of the tab the user selects. */
  onChange?: (id: string) => void;
  /** Panel content for tabs without their own `content` (one view filtered by tab). */
  children?: ReactNode;
  /**
   * Keep a panel mounted (hidden) once it has been opened, so its state, such as a half-filled
   * form, survives a switch. A panel never opened is not rendered: a page of tabs draws one.
   */
  keepMounted?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: Left and Right arrows (wrapping), Home and End move
 * focus and select, skipping disabled tabs; only the selected tab is in the Tab order.
 */
export function Tabs({
  tabs,
  'aria-label': label,
  value,
  defaultValue,
  onChange,
  children,
  keepMounted = false,
}: TabsProps) {
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [internal, setInternal] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? internal;
  const base = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((tab) => !tab.disabled);
    if (enabled.length === 0) return;
    const focused = enabled.findIndex(
      (tab) => tabRefs.current.get(tab.id) === document.activeElement,
    );
    const current = focused === -1 ? enabled.findIndex((tab) => tab.id === selected) : focused;
    const targets: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = enabled[(target + enabled.length) % enabled.length];
    if (!next) return;
    tabRefs.current.get(next.id)?.focus();
    select(next.id);
  };

  // Adjusted while rendering, so the newly opened panel is drawn in the same pass.
  const [opened, setOpened] = useState(() => new Set(selected === undefined ? [] : [selected]));
  if (selected !== undefined && !opened.has(selected)) setOpened(new Set(opened).add(selected));
  const mounted = (id: string) => id === selected || (keepMounted && opened.has(id));
  const panels = tabs.filter((tab) => mounted(tab.id));

  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <TabButton
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={mounted(tab.id) ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </TabButton>
          );
        })}
      </TabList>
      {panels.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <TabPanel
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={!isSelected}
            tabIndex={0}
          >
            {tab.content ?? (isSelected ? children : null)}
          </TabPanel>
        );
      })}
    </div>
  );
}
