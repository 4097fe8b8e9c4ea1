export { AuthLayout, PRODUCT_NAME } from './AuthLayout';
export type { AuthLayoutProps } from './AuthLayout';
