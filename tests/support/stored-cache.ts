/** The query cache the app keeps in IndexedDB (a manifest, one record per query and the shards of long lists), read from the page. */
import type { Page } from 'playwright-core';

/** Every value (or every key) of the app's store; [] before the first write. */
const readStore = (page: Page, what: 'getAll' | 'getAllKeys') =>
  page.evaluate(async (method) => {
    if (!(await indexedDB.databases()).some((info) => info.name === 'expo-pwa')) return [] as unknown[];
    return new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open('expo-pwa');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction('query-cache').objectStore('query-cache')[method]();
        read.onsuccess = () => {
          db.close();
          resolve(read.result);
        };
        read.onerror = () => reject(read.error);
      };
    });
  }, what);

/** The stored records as JSON ('' before the first write). */
export const storedCacheJson = async (page: Page) => {
  const values = await readStore(page, 'getAll');
  return values.length > 0 ? JSON.stringify(values) : '';
};

/** The keys of the records in the app's IndexedDB store ([] before the first write). */
export const storedKeys = async (page: Page) => (await readStore(page, 'getAllKeys')).map(String);
