/**
 * Buttons and fields that do nothing until the browser has hydrated them: in a page rendered on the
 * server, the catalogue and the programme hydrate once the browser has their whole list, so until then
 * their controls are shown disabled (a native <fieldset disabled>) rather than silently ignoring a tap.
 * Links inside keep working, as plain links.
 */
import type { ReactNode } from 'react';
import styles from './hydrated-controls.module.css';
import { useServerRender } from './use-server-render';

export function HydratedControls({ children }: { children: ReactNode }) {
  const serverRender = useServerRender();
  return (
    // data-hydrating: what still waits for the browser says so (the browser tests wait for none to be left).
    <fieldset className={styles.group} disabled={serverRender} data-hydrating={serverRender ? '' : undefined}>
      {children}
    </fieldset>
  );
}
