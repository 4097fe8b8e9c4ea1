export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export type { BadgeSize } from './Badge.styles';
