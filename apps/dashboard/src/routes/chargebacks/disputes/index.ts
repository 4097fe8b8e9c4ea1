export { DisputesScreen as Component } from '@merchant/screens';
