import { businesses, DEMO_BUSINESS_IDS } from './auth';

/**
 * The businesses live in the auth data (`businesses`, with the logins that hold them); this
 * module gives the money and settings domains one way to seed rows for each demo business.
 */
const SEEDED_BUSINESS_IDS: readonly string[] = Object.values(DEMO_BUSINESS_IDS);

export function businessName(subsidiaryId: string) {
  return businesses.find((row) => row.id === subsidiaryId)?.name ?? 'My Business';
}

/** Rows for every demo business: `build` gets the business id and name. */
export function seedPerBusiness<Row>(build: (subsidiaryId: string, name: string) => Row[]): Row[] {
  return SEEDED_BUSINESS_IDS.flatMap((subsidiaryId) =>
    build(subsidiaryId, businessName(subsidiaryId)),
  );
}

/** Oldest first, as the server answers lists. */
export function byDate<Row>(date: (row: Row) => string) {
  return (a: Row, b: Row) => date(a).localeCompare(date(b));
}
