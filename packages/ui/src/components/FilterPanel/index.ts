export { FilterPanel } from './FilterPanel';
export type { FilterPanelProps } from './FilterPanel';
export { DATE_PRESETS, presetRange, matchPreset } from './datePresets';
export type { DatePreset, DatePresetId } from './datePresets';
export { normaliseFilters, countActiveFilters } from './filterValue';
export type { FilterPanelValue, FilterSelectField, FilterTextField } from './filterValue';
