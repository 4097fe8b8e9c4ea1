import { relativeTime, parseDate, type DateInput } from '../../format';
import { BellIcon } from '../../icons';
import { PanelButton } from '../PanelButton';
import {
  EmptyText,
  MessageText,
  NotificationList,
  NotificationRow,
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

/** A bell with an unread count that opens a list of notifications (sender, text, relative time). */
export function NotificationBell({
  notifications,
  unreadCount = notifications.length,
  onOpen,
  now,
}: NotificationBellProps) {
  return (
    <PanelButton
      label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
      icon={<BellIcon size={20} />}
      count={unreadCount}
      tone="red"
      title="Notifications"
      onOpen={onOpen}
    >
      <Notifications notifications={notifications} now={now} />
    </PanelButton>
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
