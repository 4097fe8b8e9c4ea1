export { Stepper } from './Stepper';
export type { StepperProps } from './Stepper';
export type { StepState } from './Stepper.styles';
