import { activeSubsidiaryOf, environmentOf, fetchProfile, type Profile } from '@merchant/api';

/** Where money goes: the active business and the environment (Test or Live). */
export interface ServerContext {
  businessId: string;
  businessName: string;
  environment: 'Test' | 'Live';
}

export function contextOf(profile: Profile): ServerContext {
  const business = activeSubsidiaryOf(profile);
  return {
    businessId: business?.id ?? '',
    businessName: business?.name ?? 'no business',
    environment: environmentOf(profile),
  };
}

export const sameContext = (a: ServerContext, b: ServerContext) =>
  a.businessId === b.businessId && a.environment === b.environment;

/**
 * The context of the profile the shell shows in this document. Session storage's 'me' cannot
 * hold it: every read of /me overwrites it, the check below included, and a second check
 * would then compare the server with itself.
 */
let shown: ServerContext | undefined;

/** Records what the shell shows; the shell calls it with each profile it renders. */
export function showContext(profile: Profile) {
  shown = contextOf(profile);
}

export const CONTEXT_NOT_CONFIRMED =
  'The business and environment this tab shows could not be confirmed with the server, so nothing was sent. Try again.';

const describe = ({ businessName, environment }: ServerContext) =>
  `${businessName} in ${environment}`;

/**
 * Asked before each money call: whether the server still acts on the business and environment
 * this tab shows. Another tab or device may have switched them, and the server sends money
 * from its own context, not the tab's. Undefined when they agree; otherwise the sentence to
 * show instead of sending.
 */
export async function serverContextMismatch(): Promise<string | undefined> {
  const before = shown;
  let server: ServerContext;
  try {
    server = contextOf(await fetchProfile());
  } catch {
    return CONTEXT_NOT_CONFIRMED;
  }
  if (!before) return CONTEXT_NOT_CONFIRMED;
  if (sameContext(before, server)) return undefined;
  return `This tab shows ${describe(before)}, but your account is now on ${describe(server)} (changed in another tab or device). Reload the page before you send money.`;
}
