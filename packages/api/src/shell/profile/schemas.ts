import * as z from 'zod/mini';
import {
  flag,
  id,
  list,
  onboardRoute,
  optionalStatus,
  optionalText,
  preprocess,
  withAliases,
} from '../../core/schema';
import {
  BUSINESS_STATUSES,
  SUBSIDIARY_VERIFICATION_STATUSES,
} from '../../settings/subsidiaries/statuses';

/** A business of the login as /me lists it ('name' also read from businessName). */
const profileSubsidiary = withAliases(
  { name: ['businessName'] },
  z.object({
    id,
    name: z.string(),
    businessName: optionalText,
    description: optionalText,
    subsidiaryLogo: optionalText,
    isDefault: z.pipe(
      z.nullish(flag),
      z.transform((value) => value ?? false),
    ),
    /** Individual or Company. */
    businessType: optionalText,
    /** One of BUSINESS_STATUSES, or another word the server sends. */
    status: optionalStatus(BUSINESS_STATUSES),
    /** One of SUBSIDIARY_VERIFICATION_STATUSES, or another word the server sends. */
    verificationStatus: optionalStatus(SUBSIDIARY_VERIFICATION_STATUSES),
  }),
);

const notification = z.object({
  id,
  messageFrom: optionalText,
  messageText: z.string(),
  dateCreated: z.string(),
});

/** `fetchProfile`. `envronmentDetail` is spelled as the API spells it. */
export const profileResponse = z.object({
  /** Whether an onboard route is set; servers send the route, a boolean or null (`onboardRoute`). */
  routeToGetStarted: onboardRoute,
  subsidiaryDetails: z.object({ subsidiaries: list(profileSubsidiary) }),
  /** Read when it is a business object; anything else (an id, null) leaves it to isDefault. */
  activeSubsidiary: preprocess(
    (value) => (value && typeof value === 'object' ? value : undefined),
    z.optional(profileSubsidiary),
  ),
  notifications: list(notification),
  envronmentDetail: z.pipe(
    z.nullish(z.object({ name: z.string() })),
    z.transform((value) => value ?? undefined),
  ),
});
export type Profile = z.infer<typeof profileResponse>;

export type EnvironmentName = 'Test' | 'Live';

export const environmentTogglePayload = z.object({
  environmentId: z.union([z.literal(1), z.literal(2)]),
  SetDefault: z.literal(true),
});

export const setSubsidiaryPayload = z.object({
  subsidiaryId: z.string(),
  setAsDefault: z.literal(true),
});
