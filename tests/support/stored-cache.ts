/** The query cache the app keeps in IndexedDB (a manifest, one record per query and the shards of long lists), read from the page as JSON ('' before the first write). */
import type { Page } from 'playwright-core';

export const storedCacheJson = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((info) => info.name === 'expo-pwa')) return '';
    return new Promise<string>((resolve, reject) => {
      const open = indexedDB.open('expo-pwa');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction('query-cache').objectStore('query-cache').getAll();
        read.onsuccess = () => {
          db.close();
          resolve(read.result.length > 0 ? JSON.stringify(read.result) : '');
        };
        read.onerror = () => reject(read.error);
      };
    });
  });

/** The keys of the records in the app's IndexedDB store ([] before the first write). */
export const storedKeys = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((info) => info.name === 'expo-pwa')) return [] as string[];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('expo-pwa');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction('query-cache').objectStore('query-cache').getAllKeys();
        read.onsuccess = () => {
          db.close();
          resolve(read.result.map(String));
        };
        read.onerror = () => reject(read.error);
      };
    });
  });
