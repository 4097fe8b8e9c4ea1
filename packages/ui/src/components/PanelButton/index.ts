export { PanelButton } from './PanelButton';
export type { PanelButtonProps } from './PanelButton';
