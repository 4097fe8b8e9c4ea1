const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 512 -> "512 B", 1536 -> "1.5 KB", 5242880 -> "5 MB" (binary steps). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${rounded} ${UNITS[unit]}`;
}
