export { Card } from './Card';
export type { CardProps } from './Card';
export type { CardPadding } from './Card.styles';
