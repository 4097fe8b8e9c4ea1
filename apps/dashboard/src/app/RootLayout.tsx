import { trustedOrigins } from '@merchant/api';
import { LinkProvider } from '@merchant/ui';
import { ApiEventBridge } from './ApiEventBridge';
import { PageOutlet } from './PageOutlet';
import { RouterLink } from './RouterLink';
import { ShellWorker } from '../serviceWorker/ShellWorker';

/** Wraps every route: router-aware links for ui/screens and the API error policy. */
export function RootLayout() {
  return (
    <LinkProvider linkComponent={RouterLink} trustedOrigins={trustedOrigins()}>
      <ApiEventBridge />
      <PageOutlet scope="root" />
      {/* A build-time constant: the demo and the dev server keep this code out (vite.config.ts). */}
      {import.meta.env.SHELL_WORKER && <ShellWorker />}
    </LinkProvider>
  );
}
