export { SubmitError } from './SubmitError';
