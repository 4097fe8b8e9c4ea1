import styled from 'styled-components';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useRenderLink } from './LinkProvider';
import { ExternalAnchor, linkStyles } from './Link.styles';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Internal path (routed by the injected link component) or absolute URL. */
  href: string;
  /** Opens in a new tab with `rel="noopener noreferrer"`; always a plain anchor. */
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
  if (external) {
    return (
      <ExternalAnchor href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </ExternalAnchor>
    );
  }
  return <Styled>{renderLink({ href, children, ...rest })}</Styled>;
}
