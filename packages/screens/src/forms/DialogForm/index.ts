export { DialogForm } from './DialogForm';
