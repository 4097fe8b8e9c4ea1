/**
 * What the sandbox tells the UI (the demo OTP, the demo sign-ins, a statement to try). It is set only when the
 * sandbox started, so a build for a real API shows none of it.
 */
export interface SandboxInfo {
  otp: string;
  accounts: ReadonlyArray<{ email: string; password: string; description: string }>;
  /** A bank statement (CSV) of the business that the sandbox's settlements reconcile with. */
  sampleStatement: (businessId: string) => string;
}

let info: SandboxInfo | null = null;

export function setSandboxInfo(next: SandboxInfo) {
  info = next;
}

export function getSandboxInfo(): SandboxInfo | null {
  return info;
}

/** What the demo's permanent banner says (DemoBanner). */
export const DEMO_BANNER_TEXT = 'Demo — no real money';
