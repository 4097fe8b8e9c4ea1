import type { Page } from '@playwright/test';

/** The stamp a page reading its last answer shows. */
export const OFFLINE_STAMP = /^Offline — as of \d{2}:\d{2}$/;

/** How many answers the 'merchant-answers' database holds, read from the page. */
export function keptAnswers(page: Page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('merchant-answers')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('merchant-answers');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const count = (store: string) =>
      new Promise<number>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('count failed'));
      });
    const total = (await count('entries')) + (await count('answers'));
    db.close();
    return total;
  });
}
