import { defineTable } from '../db';
import { notificationsFor, type NotificationRecord } from '../factories/profile';
import { DEMO_ACCOUNTS } from './auth';

/** Notifications per login (the top bar's bell). */
export const notifications = defineTable<NotificationRecord>(
  'notifications',
  ({ random, now, size }) =>
    size === 'empty'
      ? []
      : [
          ...notificationsFor(DEMO_ACCOUNTS.twoFactor.email, random, now, 3),
          ...notificationsFor(DEMO_ACCOUNTS.noTwoFactor.email, random, now, 2),
        ],
);
