const TYPES = ['animationstart', 'animationiteration', 'animationend'] as const;

/** Not one of them reaches the page: the window hears it first and goes no further. */
const stop = (event: Event) => event.stopPropagation();

/**
 * Stops CSS animation events at the window, before React's root listener sees them. React
 * handles every event of the page at its root; each skeleton, spinner or toast that starts an
 * animation fires `animationstart`, and handling them runs React's event path for no handler,
 * main-thread work a phone pays while the page loads (docs/adr/011).
 * No component listens for animation events: ESLint forbids their handlers. Returns the undo.
 */
export function stopAnimationEvents() {
  for (const type of TYPES) window.addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of TYPES) window.removeEventListener(type, stop, { capture: true });
  };
}
