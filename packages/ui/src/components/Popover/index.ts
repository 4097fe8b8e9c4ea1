export { Popover } from './Popover';
export type { PopoverProps, PopoverCloseReason } from './Popover';
