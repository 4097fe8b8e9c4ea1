/** How long a success message stays readable before the page reloads. */
const RELOAD_AFTER_MESSAGE_MS = 1000;

/**
 * A full page load of `path` once the success message has been seen. The spec reloads after
 * get-started and go-live so every read of the session starts again from the new state.
 */
export function reloadTo(path: string) {
  window.setTimeout(() => window.location.assign(path), RELOAD_AFTER_MESSAGE_MS);
}
