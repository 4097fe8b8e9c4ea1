import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, matchPreset, presetRange } from './datePresets';

// 5 March 2024, mid-afternoon local time.
const now = new Date(2024, 2, 5, 15, 30);

describe('presetRange', () => {
  it('covers today only for Today', () => {
    expect(presetRange('today', now)).toEqual({ from: '2024-03-05', to: '2024-03-05' });
  });

  it('counts today in Last 7 and Last 30 days, across month ends and leap days', () => {
    expect(presetRange('last7', now)).toEqual({ from: '2024-02-28', to: '2024-03-05' });
    expect(presetRange('last30', now)).toEqual({ from: '2024-02-05', to: '2024-03-05' });
  });

  it('starts This month on the first', () => {
    expect(presetRange('thisMonth', now)).toEqual({ from: '2024-03-01', to: '2024-03-05' });
    expect(presetRange('thisMonth', new Date(2024, 0, 1))).toEqual({
      from: '2024-01-01',
      to: '2024-01-01',
    });
  });

  it('gives Custom no range', () => {
    expect(presetRange('custom', now)).toBeNull();
  });
});

describe('matchPreset', () => {
  it('recognises a preset range and calls anything else custom', () => {
    expect(matchPreset({ from: '2024-02-28', to: '2024-03-05' }, now)).toBe('last7');
    expect(matchPreset({ from: '2024-02-27', to: '2024-03-05' }, now)).toBe('custom');
  });

  it('lists the presets in the spec order with their labels', () => {
    expect(DATE_PRESETS.map((p) => p.label)).toEqual([
      'Today',
      'Last 7 days',
      'Last 30 days',
      'This month',
      'Custom',
    ]);
  });
});
