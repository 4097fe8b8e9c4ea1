import { useId, useRef, useState } from 'react';
import { relativeTime, parseDate, type DateInput } from '../../format';
import { BellIcon } from '../../icons';
import { Badge } from '../Badge';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';
import {
  BellWrap,
  CountBadge,
  EmptyText,
  MessageText,
  NotificationList,
  NotificationRow,
  PanelBody,
  PanelTitle,
  RowHeader,
  Sender,
  When,
} from './NotificationBell.styles';

/** One notification as the profile call returns it. */
export interface NotificationItem {
  /** Unique id. */
  id: string | number;
  /** Who sent it. */
  messageFrom: string;
  /** The message. */
  messageText: string;
  /** When it was created (ISO string or anything `parseDate` reads). */
  dateCreated: string;
}

export interface NotificationBellProps {
  /** The notifications, newest first. */
  notifications: readonly NotificationItem[];
  /** Number on the badge and in the button's name; the list length by default. */
  unreadCount?: number;
  /** Called when the dropdown opens, e.g. to mark notifications read. */
  onOpen?: () => void;
  /** The reference time for '2 minutes ago'; now by default (fixed in stories and tests). */
  now?: DateInput;
}

const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** A bell with an unread count that opens a list of notifications (sender, text, relative time). */
export function NotificationBell({
  notifications,
  unreadCount = notifications.length,
  onOpen,
  now,
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';

  const toggle = () => {
    if (!open) onOpen?.();
    setOpen(!open);
  };

  return (
    <BellWrap>
      <IconButton
        ref={anchorRef}
        label={label}
        icon={<BellIcon size={20} />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      />
      {unreadCount > 0 && (
        <CountBadge aria-hidden="true">
          <Badge tone="red" size="sm">
            {countText(unreadCount)}
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
        <PanelBody>
          <PanelTitle id={titleId}>Notifications</PanelTitle>
          <Notifications notifications={notifications} now={now} />
        </PanelBody>
      </Popover>
    </BellWrap>
  );
}

/**
 * The open panel's list. A component of its own, so a closed bell formats no dates: the shell
 * re-renders the bell with every answer while a page loads, and dating every notification each
 * time would add to the main thread's work on a phone just when the page needs it (ADR 011).
 */
function Notifications({
  notifications,
  now,
}: Pick<NotificationBellProps, 'notifications' | 'now'>) {
  if (notifications.length === 0) return <EmptyText>No New Notification Yet</EmptyText>;
  return (
    <NotificationList>
      {notifications.map((item) => (
        <NotificationRow key={item.id}>
          <RowHeader>
            <Sender>{item.messageFrom}</Sender>
            <When dateTime={parseDate(item.dateCreated)?.toISOString()}>
              {relativeTime(item.dateCreated, now ?? new Date())}
            </When>
          </RowHeader>
          <MessageText>{item.messageText}</MessageText>
        </NotificationRow>
      ))}
    </NotificationList>
  );
}
