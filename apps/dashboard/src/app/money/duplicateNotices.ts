import { useSyncExternalStore } from 'react';
import type { MoneyNotice } from '@merchant/screens';

/** The lists a money action records into; each shows its own duplicate banner. */
export type MoneyList = 'payouts' | 'refunds' | 'invoices' | 'chargebacks';

// The tab's session storage: the banner stays on the list, across reloads, until dismissed.
const STORAGE_KEY = 'merchant-money:duplicates';
const listeners = new Set<() => void>();

function readAll(): Partial<Record<MoneyList, MoneyNotice>> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<
      Record<MoneyList, MoneyNotice>
    >;
  } catch {
    return {};
  }
}

function writeAll(all: Partial<Record<MoneyList, MoneyNotice>>) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  listeners.forEach((listener) => listener());
}

/** Shows a duplicate on the list's banner (replacing an older one). */
export function reportDuplicate(list: MoneyList, notice: MoneyNotice) {
  writeAll({ ...readAll(), [list]: notice });
}

export function dismissDuplicate(list: MoneyList) {
  const all = readAll();
  delete all[list];
  writeAll(all);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The raw text, so React compares snapshots by value. */
const getSnapshot = () => sessionStorage.getItem(STORAGE_KEY);

/** The duplicate notice of one list, if any, kept current. */
export function useDuplicateNotice(list: MoneyList): MoneyNotice | undefined {
  const text = useSyncExternalStore(subscribe, getSnapshot);
  return text ? readAll()[list] : undefined;
}
