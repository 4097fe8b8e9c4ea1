/**
 * The top bar's page name: the last segment of the path in upper case (part 2, "Top bar"),
 * so '/dashboard/business/payment-links' reads 'PAYMENT-LINKS'. Query, hash and trailing
 * slashes are ignored.
 */
export function pageTitle(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments[segments.length - 1];
  if (last === undefined) return '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape is shown as typed rather than breaking the header.
  }
  return decoded.toUpperCase();
}
