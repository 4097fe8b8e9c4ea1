import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Tone } from '../../tokens/semantic';
import { Badge } from '../Badge';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';
import { ButtonWrap, CountBadge, PanelBody, PanelTitle } from './PanelButton.styles';

export interface PanelButtonProps {
  /** The button's accessible name; say the count and what is urgent in it, not in colour alone. */
  label: string;
  /** The button's icon. */
  icon: ReactNode;
  /** The number on the button's corner; none while unknown or zero. */
  count?: number;
  /** The badge's tone, e.g. red when something is urgent. */
  tone?: Tone;
  /** The open panel's heading. */
  title: string;
  /** The panel's content, rendered only while the panel is open. */
  children: ReactNode;
  /** Called when the panel opens, e.g. to mark what it lists as read. */
  onOpen?: () => void;
}

const countText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * A top-bar button with a count that opens a titled panel under it. The panel closes on Escape,
 * on a press outside, and when a link in it is followed, since that link leaves the page.
 */
export function PanelButton({
  label,
  icon,
  count,
  tone = 'neutral',
  title,
  children,
  onOpen,
}: PanelButtonProps) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <ButtonWrap>
      <IconButton
        ref={anchorRef}
        label={label}
        icon={icon}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      />
      {count !== undefined && count > 0 && (
        <CountBadge aria-hidden="true">
          <Badge tone={tone} size="sm">
            {countText(count)}
          </Badge>
        </CountBadge>
      )}
      <Popover
        id={panelId}
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={anchorRef}
        align="end"
        role="dialog"
        aria-labelledby={titleId}
      >
        {/* A link's click (or Enter on it) bubbles here: the panel closes as the page changes. */}
        <PanelBody onClick={closeOnLink}>
          <PanelTitle id={titleId}>{title}</PanelTitle>
          {children}
        </PanelBody>
      </Popover>
    </ButtonWrap>
  );
}
