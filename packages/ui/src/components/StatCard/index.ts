export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export type { ChangeDirection } from './StatCard.styles';
