export { BankDetailsForm } from './BankDetailsForm';
