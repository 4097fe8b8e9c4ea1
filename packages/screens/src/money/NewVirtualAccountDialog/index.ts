export { NewVirtualAccountDialog } from './NewVirtualAccountDialog';
