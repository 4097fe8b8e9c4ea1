import { businesses, DEMO_BUSINESS_IDS, type BusinessRecord } from './auth';

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

/** A business as /me lists it among the login's subsidiaries (and as its active one). */
export function subsidiaryView(business: BusinessRecord, defaultId: string | undefined) {
  return {
    id: business.id,
    name: business.name,
    businessName: business.name,
    description: business.description,
    subsidiaryLogo: business.subsidiaryLogo ?? null,
    isDefault: business.id === defaultId,
    businessType: business.businessType,
    status: business.status,
    verificationStatus: business.verificationStatus,
  };
}

/** A business as the subsidiaries list shows it: /me's view with its contact details. */
export function subsidiaryDetailView(business: BusinessRecord, defaultId: string | undefined) {
  return {
    ...subsidiaryView(business, defaultId),
    supportEmail: business.supportEmail,
    country: business.country,
    mobileNumber: business.mobileNumber,
    dateCreated: business.dateCreated,
  };
}
