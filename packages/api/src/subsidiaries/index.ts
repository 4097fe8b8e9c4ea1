export { fetchSubsidiaries, createSubsidiary } from './client';
export { filterSubsidiaries, SUBSIDIARY_STATUS_FILTERS } from './filters';
export type { SubsidiaryFilters, SubsidiaryStatusFilter } from './filters';
export { useSubsidiaries, useCreateSubsidiary } from './hooks';
export { subsidiaryKeys } from './keys';
export type { Subsidiary, NewSubsidiary } from './schemas';
