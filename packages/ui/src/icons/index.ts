export * from './icons';
export { createIcon } from './createIcon';
export type { IconProps } from './createIcon';
