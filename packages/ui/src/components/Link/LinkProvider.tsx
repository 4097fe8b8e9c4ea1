import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/** What a router link must accept: the app passes its router's `Link` adapted to this shape. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The destination path or URL. */
  href: string;
}

type RenderLink = (props: LinkComponentProps) => ReactElement<LinkComponentProps>;

const renderPlainAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

const LinkContext = createContext<RenderLink>(renderPlainAnchor);

const TrustedOriginsContext = createContext<readonly string[]>([]);

export interface LinkProviderProps {
  /** The component that renders internal links, e.g. an adapter around react-router's Link. */
  linkComponent: ComponentType<LinkComponentProps>;
  /** Origins an external link may use besides https: (the API and file hosts in development). */
  trustedOrigins?: readonly string[];
  /** The subtree that should use it. */
  children: ReactNode;
}

/** Lets the app inject its router link, so ui and screens never import a router (Polaris AppProvider). */
export function LinkProvider({
  linkComponent: LinkComponent,
  trustedOrigins = [],
  children,
}: LinkProviderProps) {
  const render = useMemo<RenderLink>(
    () =>
      function renderInjectedLink(props) {
        return <LinkComponent {...props} />;
      },
    [LinkComponent],
  );
  return (
    <LinkContext.Provider value={render}>
      <TrustedOriginsContext.Provider value={trustedOrigins}>
        {children}
      </TrustedOriginsContext.Provider>
    </LinkContext.Provider>
  );
}

/** The origins external links may use besides https: (see `safeExternalUrl`). */
export function useTrustedOrigins(): readonly string[] {
  return useContext(TrustedOriginsContext);
}

/** Renders an internal link with the injected router link (a plain anchor when none is injected). */
export function useRenderLink(): RenderLink {
  return useContext(LinkContext);
}
