export { ShareholderDialog } from './ShareholderDialog';
