export { BeneficiariesRoute as Component } from './BeneficiariesRoute';
