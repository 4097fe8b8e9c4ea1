export { Link } from './Link';
export type { LinkProps } from './Link';
export { LinkProvider, useRenderLink } from './LinkProvider';
export { safeExternalUrl, UNSAFE_LINK_NOTE } from './safeUrl';
export type { LinkProviderProps, LinkComponentProps } from './LinkProvider';
