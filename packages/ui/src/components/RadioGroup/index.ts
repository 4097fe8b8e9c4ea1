export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export type { RadioGroupOrientation } from './RadioGroup.styles';
