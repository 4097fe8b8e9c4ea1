import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../../icons';
import type { Tone } from '../../tokens/semantic';
import { BannerAction, BannerIcon, BannerRoot, BannerText, BannerTitle } from './Banner.styles';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Colour family; the icon and text carry the meaning too. */
  tone?: Tone;
  /** Bold lead-in before the text, e.g. 'Test mode'. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** Replaces the tone's default icon; `null` hides it. */
  icon?: ReactNode;
  /** A link or button at the end, e.g. 'Request to go live'. */
  action?: ReactNode;
}

const defaultIcons: Record<Tone, ReactNode> = {
  green: <CheckCircleIcon />,
  red: <AlertIcon />,
  orange: <AlertIcon />,
  blue: <InfoIcon />,
  indigo: <InfoIcon />,
  neutral: <InfoIcon />,
};

/**
 * A persistent, colour-coded notice across the top of a page, such as the 'Test mode' banner.
 * It is a polite live region by default; pass `role="alert"` for urgent notices.
 */
export const Banner = forwardRef<HTMLDivElement, BannerProps>(function Banner(
  { tone = 'blue', title, children, icon, action, role = 'status', ...rest },
  ref,
) {
  const shownIcon = icon === undefined ? defaultIcons[tone] : icon;
  return (
    <BannerRoot ref={ref} role={role} $tone={tone} data-tone={tone} {...rest}>
      {shownIcon !== null && <BannerIcon aria-hidden="true">{shownIcon}</BannerIcon>}
      <BannerText>
        {title !== undefined && <BannerTitle>{title}</BannerTitle>}
        {children}
      </BannerText>
      {action !== undefined && <BannerAction>{action}</BannerAction>}
    </BannerRoot>
  );
});
