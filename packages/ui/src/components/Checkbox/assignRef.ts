import type { Ref } from 'react';

/** Hands a node to a forwarded ref of either kind, so a component can keep its own ref too. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
