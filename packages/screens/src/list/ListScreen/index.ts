export { ListScreen } from './ListScreen';
export type { ListViewProps } from './ListScreen';
