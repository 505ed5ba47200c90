/** The top of a content page: its h1, a line under it, and the page's main actions on the right. */
import type { ReactNode } from 'react';
import styles from './page-head.module.css';

export type PageHeadProps = { id?: string; title: string; subtitle?: ReactNode; actions?: ReactNode };

export function PageHead({ id, title, subtitle, actions }: PageHeadProps) {
  return (
    <header className={styles.head}>
      <div>
        <h1 id={id} className="section-title">
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions}
    </header>
  );
}
