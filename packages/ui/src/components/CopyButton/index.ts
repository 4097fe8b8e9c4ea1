export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { copyText } from './copyText';
