export { Link } from './Link';
export type { LinkProps } from './Link';
export { LinkProvider, useRenderLink } from './LinkProvider';
export type { LinkProviderProps, LinkComponentProps } from './LinkProvider';
