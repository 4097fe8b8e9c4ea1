import { trustedOrigins } from '@merchant/api';
import { LinkProvider } from '@merchant/ui';
import { ApiEventBridge } from './ApiEventBridge';
import { PageOutlet } from './PageOutlet';
import { RouterLink } from './RouterLink';

/** Wraps every route: router-aware links for ui/screens and the API error policy. */
export function RootLayout() {
  return (
    <LinkProvider linkComponent={RouterLink} trustedOrigins={trustedOrigins()}>
      <ApiEventBridge />
      <PageOutlet scope="root" />
    </LinkProvider>
  );
}
