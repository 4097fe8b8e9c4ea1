import { ArrowLeftIcon, Button, Link } from '@merchant/ui';
import type { ReactNode } from 'react';
import { PATHS } from '../../routes/paths';
import {
  LayoutDescription,
  LayoutHeader,
  LayoutNav,
  LayoutRoot,
  LayoutTitle,
} from './OnboardingPageLayout.styles';

/** The Back link's text. */
export const ONBOARDING_BACK_LABEL = 'Back';
/** The text of the link every form page carries back to the checklist. */
export const CHECKLIST_LINK_LABEL = 'Back to onboarding checklist';

export interface OnboardingPageLayoutProps {
  /** The page's route pattern, e.g. `PATHS.personalInformation`: the checklist route shows no Back link. */
  pathname: string;
  /** The page heading (level two: the shell's top bar holds the level-one page name). */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** The Back link: returns to the previous page. Every page but the checklist shows it. */
  onBack?: () => void;
  /** The link to the checklist; shown by default on every page but the checklist itself. */
  showChecklistLink?: boolean;
  /** The page's content. */
  children: ReactNode;
}

/**
 * The frame of every onboarding page (spec part 1, §2 "Onboarding and KYC"): a Back link on every
 * page except the checklist, a link back to the checklist on the form pages, then the heading and
 * the page.
 */
export function OnboardingPageLayout({
  pathname,
  title,
  description,
  onBack,
  showChecklistLink,
  children,
}: OnboardingPageLayoutProps) {
  const atChecklist = pathname === PATHS.onboarding;
  const checklistLink = showChecklistLink ?? !atChecklist;
  return (
    <LayoutRoot>
      {((!atChecklist && onBack) || checklistLink) && (
        <LayoutNav aria-label="Onboarding">
          {!atChecklist && onBack && (
            <Button
              variant="ghost"
              size="sm"
              startIcon={<ArrowLeftIcon size={16} />}
              onClick={onBack}
            >
              {ONBOARDING_BACK_LABEL}
            </Button>
          )}
          {checklistLink && <Link href={PATHS.onboarding}>{CHECKLIST_LINK_LABEL}</Link>}
        </LayoutNav>
      )}
      <LayoutHeader>
        <LayoutTitle>{title}</LayoutTitle>
        {description !== undefined && <LayoutDescription>{description}</LayoutDescription>}
      </LayoutHeader>
      {children}
    </LayoutRoot>
  );
}
