/** A page that is one title and one server HTML text: CMS pages ("about", "conditions") and press releases. */
import { PageHead } from '../../ui/page-head';
import { SafeHtml } from '../../ui/safe-html';
import styles from './content-page.module.css';

export type ContentPageProps = { title: string; html: string };

export function ContentPage({ title, html }: ContentPageProps) {
  return (
    <article className={`container page-section ${styles.page}`} aria-labelledby="content-title">
      <PageHead id="content-title" title={title} />
      <SafeHtml html={html} className={`prose ${styles.body}`} />
    </article>
  );
}
