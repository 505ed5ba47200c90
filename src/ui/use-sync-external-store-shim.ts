/**
 * Stands in for the `use-sync-external-store/shim` package (vite.config.ts aliases it here): react-i18next
 * imports that shim, written for React before 18, and React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
