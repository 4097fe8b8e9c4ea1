import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_MINUTES, idleTimeoutMs } from './idleConfig';

describe('idleTimeoutMs (VITE_IDLE_TIMEOUT_MINUTES)', () => {
  it('is 15 minutes unless the build says otherwise', () => {
    expect(DEFAULT_IDLE_MINUTES).toBe(15);
    expect(idleTimeoutMs(undefined)).toBe(15 * 60_000);
    expect(idleTimeoutMs('')).toBe(15 * 60_000);
  });

  it('reads whole and fractional minutes below the limit', () => {
    expect(idleTimeoutMs('5')).toBe(5 * 60_000);
    expect(idleTimeoutMs('2.5')).toBe(150_000);
  });

  it('never goes above 15 minutes (PCI DSS 8.2.8): a longer value is clamped', () => {
    expect(idleTimeoutMs('15')).toBe(15 * 60_000);
    expect(idleTimeoutMs('15.5')).toBe(15 * 60_000);
    expect(idleTimeoutMs('30')).toBe(15 * 60_000);
    expect(idleTimeoutMs('Infinity')).toBe(15 * 60_000);
  });

  it('falls back to the default when nothing would be left before the one-minute warning', () => {
    expect(idleTimeoutMs('1')).toBe(15 * 60_000);
    expect(idleTimeoutMs('0')).toBe(15 * 60_000);
    expect(idleTimeoutMs('-5')).toBe(15 * 60_000);
    expect(idleTimeoutMs('soon')).toBe(15 * 60_000);
  });
});
