import { useCallback, useState } from 'react';

/**
 * State that a parent may own (pass `value`) or leave to the component (omit it). The change
 * callback fires in both cases, so a parent can listen without taking control.
 */
export function useControllableState<T>(
  value: T | undefined,
  initial: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(initial);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
