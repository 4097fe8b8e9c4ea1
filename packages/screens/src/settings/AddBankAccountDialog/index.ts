export { AddBankAccountDialog } from './AddBankAccountDialog';
