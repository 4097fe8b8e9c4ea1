import type { Decorator } from '@storybook/react-vite';
import { NetworkProvider } from '@merchant/ui';

/** Renders a story as the merchant sees it offline (stories only). */
export const offline: Decorator = (Story) => (
  <NetworkProvider offline>
    <Story />
  </NetworkProvider>
);
