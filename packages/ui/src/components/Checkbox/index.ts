export { Checkbox } from './Checkbox';
export { CHOICE_ROW_HEIGHT } from './Checkbox.styles';
export type { CheckboxProps } from './Checkbox';
