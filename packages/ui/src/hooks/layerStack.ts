/**
 * A stack of open layers (dialogs, menus, tooltips). Only the top layer reacts to a key, so
 * Escape in a menu inside a modal closes the menu and leaves the modal open.
 */
export function createLayerStack<T>() {
  const layers: T[] = [];
  return {
    push(layer: T) {
      layers.push(layer);
    },
    remove(layer: T) {
      const index = layers.lastIndexOf(layer);
      if (index !== -1) layers.splice(index, 1);
    },
    isTop(layer: T) {
      return layers[layers.length - 1] === layer;
    },
  };
}
