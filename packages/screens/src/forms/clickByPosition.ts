/** How long a merchant's press lasts, long enough for a blur's validation to render. */
const PRESS_MS = 120;

/** Focus as a mouse gives it: `focusVisible` is in the HTML standard, not yet in TypeScript's DOM. */
const MOUSE_FOCUS: FocusOptions & { focusVisible: boolean } = { focusVisible: false };

function commonAncestor(a: Element, b: Element): Element {
  let node: Element | null = a;
  while (node && !node.contains(b)) node = node.parentElement;
  return node ?? document.documentElement;
}

/** Waits until nothing on the page is animating (a dialog rises as it opens), as a person does. */
async function settled(): Promise<void> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}

function elementAt(x: number, y: number): Element {
  const element = document.elementFromPoint(x, y);
  if (!element) throw new TypeError(`nothing at (${x}, ${y})`);
  return element;
}

/**
 * Clicks a control the way a mouse does, for stories: press at the centre of where it is, let
 * the page react to the press (focus moves, the field left validates), then release at the same
 * point and click what lies under both ends. It waits, as a person does, for the control to
 * stop moving first. userEvent.click dispatches on the element wherever it has moved, so a story
 * using it cannot see a control that slides away mid-click.
 */
export async function clickByPosition(control: Element) {
  await settled();
  const box = control.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const init = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y };
  const pressed = elementAt(x, y);
  pressed.dispatchEvent(
    new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true, buttons: 1 }),
  );
  pressed.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  // A press focuses what it lands on (a synthetic mousedown does not, so do it here), without
  // the keyboard's focus ring, as a mouse does; left to the browser's guess, the ring would show
  // or not depending on what had focus before.
  const focusable = pressed.closest<HTMLElement>('input, button, select, textarea, [tabindex]');
  focusable?.focus(MOUSE_FOCUS);
  await new Promise((resolve) => setTimeout(resolve, PRESS_MS));
  const released = elementAt(x, y);
  released.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse' }));
  released.dispatchEvent(new MouseEvent('mouseup', init));
  commonAncestor(pressed, released).dispatchEvent(new MouseEvent('click', init));
}
