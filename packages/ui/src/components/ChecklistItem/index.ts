export { ChecklistItem } from './ChecklistItem';
export type { ChecklistItemProps } from './ChecklistItem';
