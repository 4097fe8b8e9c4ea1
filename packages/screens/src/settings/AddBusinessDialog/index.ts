export { AddBusinessDialog } from './AddBusinessDialog';
