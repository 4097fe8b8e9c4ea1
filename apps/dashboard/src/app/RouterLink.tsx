import { Link as RouterDomLink } from 'react-router-dom';
import type { LinkComponentProps } from '@merchant/ui';

/** Adapts react-router's Link to the ui package's link contract (LinkProvider). */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <RouterDomLink to={href} {...rest}>
      {children}
    </RouterDomLink>
  );
}
