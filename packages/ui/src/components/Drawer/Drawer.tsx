import { DialogLayer, type DialogLayerProps } from '../Modal/DialogLayer';
import { DrawerBackdrop, DrawerPanel, type DrawerSide, type DrawerSize } from './Drawer.styles';

export interface DrawerProps extends DialogLayerProps {
  /** Edge the panel slides in from. */
  side?: DrawerSide;
  /** Width: sm 360px, md 480px, lg 640px (never wider than the screen). */
  size?: DrawerSize;
}

/**
 * A modal side panel (filters, details). Same contract as Modal: focus moves in and is trapped,
 * Escape closes, focus returns to the opener, the page behind does not scroll.
 */
export function Drawer({ side = 'right', size = 'md', ...layer }: DrawerProps) {
  return (
    <DialogLayer
      {...layer}
      frame={({ backdrop, panel, content }) => (
        <DrawerBackdrop role="presentation" $side={side} {...backdrop}>
          <DrawerPanel role="dialog" {...panel} $side={side} $size={size}>
            {content}
          </DrawerPanel>
        </DrawerBackdrop>
      )}
    />
  );
}
