import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import { userStatusAction, userStatusMap } from './status';

describe('userStatusMap', () => {
  it.each([
    ['Active', 'green'],
    ['Inactive', 'red'],
    ['New', 'orange'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(userStatusMap, status)).toEqual({ label: status, tone });
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(userStatusMap, 'Suspended')).toEqual({
      label: 'Suspended',
      tone: 'neutral',
    });
  });
});

describe('userStatusAction', () => {
  it.each([
    ['New', 'Deactivate'],
    ['Active', 'Deactivate'],
    ['active', 'Deactivate'],
    ['Inactive', 'Activate'],
    ['Suspended', 'Activate'],
    [null, 'Activate'],
  ])('%s -> %s', (status, action) => {
    expect(userStatusAction(status)).toBe(action);
  });
});
