import { useState, useSyncExternalStore } from 'react';

// Whether a pointer (mouse button, finger, pen) is pressed anywhere in the document, shared by
// every field through one set of listeners.
let pressed = false;
const subscribers = new Set<() => void>();

function setPressed(next: boolean) {
  if (pressed === next) return;
  pressed = next;
  for (const notify of subscribers) notify();
}

const press = (event: PointerEvent) => {
  if (event.button === 0) setPressed(true);
};
const release = () => setPressed(false);
const RELEASES = ['pointerup', 'pointercancel', 'dragend'] as const;

function subscribe(notify: () => void) {
  if (subscribers.size === 0) {
    // Capture, so a handler that stops propagation cannot hide a press or its end.
    document.addEventListener('pointerdown', press, true);
    for (const type of RELEASES) document.addEventListener(type, release, true);
    window.addEventListener('blur', release);
  }
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
    if (subscribers.size > 0) return;
    document.removeEventListener('pointerdown', press, true);
    for (const type of RELEASES) document.removeEventListener(type, release, true);
    window.removeEventListener('blur', release);
    pressed = false;
  };
}

/**
 * Returns `value` as it was when the current pointer press began, and the live value once the
 * press ends. A field's message must not appear mid-click: pressing a radio blurs the field that
 * had focus, its validation adds a line of text, the dialog grows and re-centres, the radio
 * moves out from under the pointer and the release lands elsewhere, so the click never reaches
 * it. Held until release, the layout stays put for the click.
 */
export function useHeldWhilePressed<T>(value: T): T {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
  const [held, setHeld] = useState(value);
  // Adjusting state while rendering (React's pattern for following a prop): no extra frame.
  if (!isPressed && !Object.is(held, value)) setHeld(value);
  return isPressed ? held : value;
}
