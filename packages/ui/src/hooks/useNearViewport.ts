import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; once true it stays true. Heavy
 * content below the fold (the home's chart on a phone) then costs nothing while the page starts:
 * its code loads and runs when the merchant scrolls towards it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px') {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
