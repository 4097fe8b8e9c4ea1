import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside every element in `refs` while `active`.
 * Pointer-down (not click) so a drag that starts inside and ends outside does not count.
 */
export function useClickOutside(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onOutside: (event: PointerEvent) => void,
  active: boolean,
) {
  const handlerRef = useRef(onOutside);
  const refsRef = useRef(refs);
  useEffect(() => {
    handlerRef.current = onOutside;
    refsRef.current = refs;
  });

  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const inside = refsRef.current.some((ref) => ref.current?.contains(target));
      if (!inside) handlerRef.current(event);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active]);
}
