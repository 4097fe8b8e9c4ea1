export { useFocusTrap } from './useFocusTrap';
export type { FocusTrapOptions } from './useFocusTrap';
export { useEscapeKey } from './useEscapeKey';
export { useClickOutside } from './useClickOutside';
export { useScrollLock } from './useScrollLock';
export { useAnchorPosition } from './useAnchorPosition';
export type { AnchorPosition, AnchorPositionOptions, Align, Side } from './useAnchorPosition';
export { getTabbables } from './tabbable';
export { useMergedRefs } from './useMergedRefs';
