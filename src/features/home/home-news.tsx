/** News: the first page of the news list as cards, each linking to its item, and a link to all news. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newsListQueryOptions } from '../../api/news';
import type { Lang } from '../../contract/common';
import { formatVenueDateWithYear } from '../../lib/dates';
import { AppLink } from '../../ui/app-link';
import section from './home-section.module.css';
import card from '../../ui/card.module.css';
import styles from './home-news.module.css';
import { keepDigitGroupsTogether } from '../../lib/digit-groups';
import { pictureProps } from '../../ui/picture';

export function HomeNews({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { data: news } = useSuspenseQuery(newsListQueryOptions(lang, 1));
  if (news.results.length === 0) return null;

  return (
    <section className={section.section} aria-labelledby="home-news-title">
      <div className="container">
        <div className={section.head}>
          <h2 id="home-news-title" className={section.title}>
            {t('home.news.title')}
          </h2>
          <AppLink href={`/${lang}/news`} className={section.more}>
            {t('home.news.all')}
          </AppLink>
        </div>
        <ul className={card.grid}>
          {news.results.map((item) => (
            <li key={item.id}>
              <article className={card.card}>
                <img
                  {...pictureProps(item.preview || item.image, '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px')}
                  alt={item.image_title}
                  width={480}
                  height={270}
                  loading="lazy"
                  decoding="async"
                  className={`${card.image} ${styles.image}`}
                />
                <div className={styles.body}>
                  <time className={styles.date} dateTime={item.publish_datetime}>
                    {formatVenueDateWithYear(item.publish_datetime, lang)}
                  </time>
                  <h3 className={styles.title}>
                    <AppLink href={`/${lang}/news/detail/${item.id}`} className={`${card.link} ${styles.link}`}>
                      {keepDigitGroupsTogether(item.title)}
                    </AppLink>
                  </h3>
                  {item.announcement && <p className={styles.text}>{keepDigitGroupsTogether(item.announcement)}</p>}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
