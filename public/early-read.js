/*
 * The first script of the page: it starts reading the saved query cache from IndexedDB while the app's
 * own scripts still download and compile, so on a cold start (offline above all) the catalogue's
 * megabytes are in memory by the time the app asks for them (src/api/persist-records.ts takes the
 * result). A plain script rather than a module, because Vite would fold a second module entry into the
 * app's entry and run it only after the whole app has loaded. The names below are those of
 * src/api/persist-keys.ts (a unit test keeps them equal).
 */
(function () {
  var DB = 'expo-pwa';
  var STORE = 'query-cache';
  var GLOBAL = '__expoPersistedRead';
  if (typeof indexedDB === 'undefined' || typeof Promise === 'undefined') return;
  window[GLOBAL] = new Promise(function (resolve) {
    var open;
    try {
      open = indexedDB.open(DB);
    } catch {
      resolve(null);
      return;
    }
    // A first visit creates the database as idb-keyval would, so its own open finds the store.
    open.onupgradeneeded = function () {
      open.result.createObjectStore(STORE);
    };
    open.onerror = function () {
      resolve(null);
    };
    open.onsuccess = function () {
      var db = open.result;
      try {
        var transaction = db.transaction(STORE, 'readonly');
        var store = transaction.objectStore(STORE);
        var all = new Map();
        // One request per record rather than getAll: each value is read back (deserialised) in a task of
        // its own, so the catalogue's shards never make one long task.
        var keys = store.getAllKeys();
        keys.onsuccess = function () {
          keys.result.forEach(function (key) {
            var value = store.get(key);
            value.onsuccess = function () {
              all.set(key, value.result);
            };
          });
        };
        transaction.oncomplete = function () {
          db.close();
          resolve(all);
        };
        transaction.onerror = function () {
          db.close();
          resolve(null);
        };
      } catch {
        db.close();
        resolve(null);
      }
    };
  });
})();
