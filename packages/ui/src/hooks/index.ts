export { useEscapeKey } from './useEscapeKey';
export { useClickOutside } from './useClickOutside';
export { useAnchorPosition } from './useAnchorPosition';
export type { Align, Side } from './useAnchorPosition';
export { getTabbables } from './tabbable';
export { useMergedRefs } from './useMergedRefs';
export { useDialogLayer } from './useDialogLayer';
