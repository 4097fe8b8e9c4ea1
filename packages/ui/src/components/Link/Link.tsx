import styled from 'styled-components';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useRenderLink, useTrustedOrigins } from './LinkProvider';
import { ExternalAnchor, UnsafeNote, linkStyles } from './Link.styles';
import { UNSAFE_LINK_NOTE, safeExternalUrl } from './safeUrl';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Internal path (routed by the injected link component) or absolute URL. */
  href: string;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`; always a plain anchor, and only for an
   * https: (or trusted) address: anything else shows as text with a note (`safeExternalUrl`).
   */
  external?: boolean;
  /** The link text. */
  children: ReactNode;
}

// The injected link renders its own anchor, so the style reaches it through a wrapper.
const Styled = styled.span`
  display: contents;
  a {
    ${linkStyles}
  }
`;

/** A link that routes through whatever router the app injected with `LinkProvider`. */
export function Link({ href, external = false, children, ...rest }: LinkProps) {
  const renderLink = useRenderLink();
  const trustedOrigins = useTrustedOrigins();
  if (external) {
    const safe = safeExternalUrl(href, trustedOrigins);
    if (!safe) {
      return (
        <span>
          {children}{' '}
          <UnsafeNote>
            ({href}) {UNSAFE_LINK_NOTE}
          </UnsafeNote>
        </span>
      );
    }
    return (
      <ExternalAnchor href={safe} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </ExternalAnchor>
    );
  }
  return <Styled>{renderLink({ href, children, ...rest })}</Styled>;
}
