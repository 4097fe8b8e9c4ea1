import { useEffect, useRef } from 'react';
import { createLayerStack } from './layerStack';

const escapeLayers = createLayerStack<symbol>();

/**
 * Calls `onEscape` when Escape is pressed while `active`, but only for the most recently
 * activated layer. A component that handles Escape itself (a select list) calls
 * `event.preventDefault()` and the layer below is left alone.
 */
export function useEscapeKey(onEscape: (event: KeyboardEvent) => void, active: boolean) {
  const handlerRef = useRef(onEscape);
  useEffect(() => {
    handlerRef.current = onEscape;
  });

  useEffect(() => {
    if (!active) return undefined;
    const layer = Symbol('escape-layer');
    escapeLayers.push(layer);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (!escapeLayers.isTop(layer)) return;
      event.preventDefault();
      handlerRef.current(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      escapeLayers.remove(layer);
    };
  }, [active]);
}
