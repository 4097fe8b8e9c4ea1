export { ListFilter } from './ListFilter';
