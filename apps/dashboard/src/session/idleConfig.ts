/** Minutes without input before the session ends: the default and the most a build may set. */
export const DEFAULT_IDLE_MINUTES = 15;

/** The warning shows this long before the end. */
export const IDLE_WARNING_MS = 60_000;

/**
 * The idle timeout in milliseconds, from `VITE_IDLE_TIMEOUT_MINUTES` (fractions allowed). It may
 * be shorter than the default, never longer (PCI DSS 8.2.8: 15 minutes at most), so a larger
 * value is clamped to it. A value that leaves no time before the one-minute warning falls back
 * to the default.
 */
export function idleTimeoutMs(minutes: string | undefined): number {
  const value = Number(minutes);
  const valid = minutes !== undefined && minutes !== '' && Number.isFinite(value);
  const chosen = valid && value * 60_000 > IDLE_WARNING_MS ? value : DEFAULT_IDLE_MINUTES;
  return Math.min(chosen, DEFAULT_IDLE_MINUTES) * 60_000;
}
