import { Link, ShieldIcon } from '@merchant/ui';
import type { OnboardingLink } from '../../onboardingLink';
import { OnboardingLinkBox } from './OnboardingNavLink.styles';

export interface OnboardingNavLinkProps {
  /** The link the onboarding rule chose. */
  link: OnboardingLink;
  /** Icon only, for the collapsed sidebar; the text stays as the accessible name. */
  compact: boolean;
}

/** The sidebar's way back into onboarding: 'OnBoarding' or 'CONTINUE KYC'. */
export function OnboardingNavLink({ link, compact }: OnboardingNavLinkProps) {
  return (
    <OnboardingLinkBox $compact={compact}>
      {compact ? (
        <Link href={link.href} aria-label={link.label} title={link.label}>
          <ShieldIcon size={18} />
        </Link>
      ) : (
        <Link href={link.href}>
          <ShieldIcon size={16} />
          {link.label}
        </Link>
      )}
    </OnboardingLinkBox>
  );
}
