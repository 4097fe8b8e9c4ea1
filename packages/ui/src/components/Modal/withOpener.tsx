import { useState, type ComponentType } from 'react';
import { Button } from '../Button';
import type { DialogLayerProps } from './DialogLayer';

/**
 * For stories of a dialog layer (Modal, Drawer): the layer behind an opener button, holding its
 * own open state, so a story can close it and open it again; closing still calls `onClose`.
 */
export function withOpener<Props extends DialogLayerProps>(
  Layer: ComponentType<Props>,
  openLabel: string,
) {
  return function LayerWithOpener(props: Props) {
    const [open, setOpen] = useState(props.open);
    const onClose = () => {
      props.onClose();
      setOpen(false);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>{openLabel}</Button>
        <Layer {...props} open={open} onClose={onClose} />
      </>
    );
  };
}
