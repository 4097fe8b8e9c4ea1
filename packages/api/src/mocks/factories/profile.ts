import type { Random } from '../random';
import { daysAgo } from './common';

export interface NotificationRecord {
  id: string;
  /** The login the notification is for. */
  email: string;
  messageFrom: string;
  messageText: string;
  dateCreated: string;
}

const MESSAGES = [
  {
    messageFrom: 'Settlements',
    messageText: 'Your settlement of NGN 482,350.00 has been paid to your bank account.',
  },
  {
    messageFrom: 'Compliance',
    messageText: 'Please complete your business registration documents to go live.',
  },
  {
    messageFrom: 'Security',
    messageText: 'A new sign-in to your account was detected from Lagos, Nigeria.',
  },
  {
    messageFrom: 'Payments',
    messageText: 'A customer paid NGN 25,000.00 through your payment link.',
  },
] as const;

function buildNotification(
  overrides: Partial<NotificationRecord> & Pick<NotificationRecord, 'id' | 'email'>,
): NotificationRecord {
  return {
    messageFrom: 'Merchant Support',
    messageText: 'Welcome to your merchant dashboard.',
    dateCreated: new Date(0).toISOString(),
    ...overrides,
  };
}

/** A few notifications for a login, oldest first. */
export function notificationsFor(
  email: string,
  random: Random,
  now: Date,
  count: number,
): NotificationRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const message = MESSAGES[index % MESSAGES.length] ?? MESSAGES[0];
    return buildNotification({
      id: `ntf-${email.slice(0, 3)}-${index + 1}`,
      email,
      ...message,
      dateCreated: daysAgo(now, (count - index) * 2, random),
    });
  });
}
