export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export type { SkeletonShape } from './Skeleton.styles';
