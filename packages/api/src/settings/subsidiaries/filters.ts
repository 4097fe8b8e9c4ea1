import type { DateRangeQuery } from '../../core/query';
import type { Subsidiary } from './schemas';

/** The list's status filter options and the verification statuses each covers. */
export const SUBSIDIARY_STATUS_FILTERS = {
  Pending: ['Pending-Approval', 'Pending-Verification'],
  'Not Started': ['New'],
  Approved: ['Active'],
  Declined: ['Declined'],
} as const;

export type SubsidiaryStatusFilter = keyof typeof SUBSIDIARY_STATUS_FILTERS;

export interface SubsidiaryFilters {
  status?: SubsidiaryStatusFilter;
  email?: string;
  dateRange?: DateRangeQuery;
}

/**
 * users/subsidiaries takes no filters, so the list's filters apply to the answer here.
 * Dates compare the creation day ('YYYY-MM-DD').
 */
export function filterSubsidiaries(
  items: readonly Subsidiary[],
  { status, email, dateRange }: SubsidiaryFilters,
): Subsidiary[] {
  const statuses: readonly string[] | undefined = status
    ? SUBSIDIARY_STATUS_FILTERS[status]
    : undefined;
  const wanted = email?.trim().toLowerCase();
  return items.filter((item) => {
    const day = item.dateCreated?.slice(0, 10) ?? '';
    return (
      (!statuses || statuses.includes(item.verificationStatus ?? '')) &&
      (!wanted || (item.supportEmail ?? '').toLowerCase().includes(wanted)) &&
      (!dateRange?.from || day >= dateRange.from) &&
      (!dateRange?.to || day <= dateRange.to)
    );
  });
}
