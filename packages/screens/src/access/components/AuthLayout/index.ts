export { AuthLayout } from './AuthLayout';
