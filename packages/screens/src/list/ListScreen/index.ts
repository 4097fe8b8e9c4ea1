export { ListScreen } from './ListScreen';
export type { ListScreenProps, ListScreenFilter, ListViewProps } from './ListScreen';
