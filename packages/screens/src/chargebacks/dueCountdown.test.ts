import { describe, expect, it } from 'vitest';
import { dueCountdown } from './dueCountdown';

const NOW = new Date('2026-11-23T12:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('dueCountdown', () => {
  it.each([
    [24 * 7, '7 days left', false],
    [48, '2 days left', false],
    [72 - 1, '2 days left', false],
    [47.9, '1 day left', true],
    [24, '1 day left', true],
    [23.5, '23 hours left', true],
    [1, '1 hour left', true],
    [0.5, 'Less than an hour left', true],
    [0, 'Overdue', true],
    [-30, 'Overdue', true],
  ])('%s hours before the due date reads %s (urgent %s)', (hours, label, urgent) => {
    expect(dueCountdown(inHours(hours), 'Pending', NOW)).toEqual({ label, urgent });
  });

  it('turns red exactly under 48 hours', () => {
    expect(dueCountdown(inHours(48), 'New', NOW)?.urgent).toBe(false);
    expect(dueCountdown(inHours(48 - 1 / 3600), 'New', NOW)?.urgent).toBe(true);
  });

  it.each(['Won', 'Lost', 'Accepted', 'lost'])('shows nothing once closed (%s)', (status) => {
    expect(dueCountdown(inHours(-5), status, NOW)).toBeNull();
  });

  it('keeps counting for every open status', () => {
    for (const status of ['New', 'Pending', 'awaiting-response', 'Assessment']) {
      expect(dueCountdown(inHours(-5), status, NOW)).toEqual({ label: 'Overdue', urgent: true });
    }
  });

  it('shows nothing without a readable due date', () => {
    expect(dueCountdown(undefined, 'Pending', NOW)).toBeNull();
    expect(dueCountdown('', 'Pending', NOW)).toBeNull();
    expect(dueCountdown('not a date', 'Pending', NOW)).toBeNull();
  });
});
