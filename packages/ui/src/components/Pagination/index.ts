export { Pagination, PAGE_SIZE_OPTIONS } from './Pagination';
export type { PaginationProps } from './Pagination';
