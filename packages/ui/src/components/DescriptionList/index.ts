export { DescriptionList } from './DescriptionList';
export type { DescriptionListProps, DescriptionListEntry } from './DescriptionList';
export type { DescriptionListColumns } from './DescriptionList.styles';
