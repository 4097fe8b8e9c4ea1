export { Textarea, TEXTAREA_MAX_LENGTH } from './Textarea';
export type { TextareaProps } from './Textarea';
