export { CustomerStatusDialog } from './CustomerStatusDialog';
