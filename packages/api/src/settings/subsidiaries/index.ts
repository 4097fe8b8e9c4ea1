export { fetchSubsidiaries } from './client';
export { filterSubsidiaries } from './filters';
export type { SubsidiaryStatusFilter } from './filters';
export { useCreateSubsidiary } from './hooks';
export { subsidiaryKeys } from './keys';
