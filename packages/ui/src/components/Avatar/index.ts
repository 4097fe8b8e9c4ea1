export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export type { AvatarKind, AvatarSize } from './Avatar.styles';
