import { useCallback, type Ref } from 'react';

function assign<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** One callback ref that feeds two refs, e.g. an internal ref and a forwarded one. */
export function useMergedRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      assign(first, node);
      assign(second, node);
    },
    [first, second],
  );
}
