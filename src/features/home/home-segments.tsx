/**
 * Industry segments (the topic groups of /topics/): on desktop a tab per segment showing that segment's
 * card; on mobile and tablet an accordion of the same cards. Each card lists the topics with a check.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { topicsQueryOptions } from '../../api/site';
import type { Lang } from '../../contract/common';
import type { TopicGroup } from '../../contract/topics';
import { Tabs } from '../../ui/tabs';
import section from './home-section.module.css';
import styles from './home-segments.module.css';
import { DESKTOP, useMediaQuery } from './use-media-query';

export function HomeSegments({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { data: groups } = useSuspenseQuery(topicsQueryOptions(lang));
  const desktop = useMediaQuery(DESKTOP);
  const [active, setActive] = useState<string | null>(null);
  if (groups.length === 0) return null;
  const current = groups.find((group) => group.one_cid === active) ?? groups[0]!;

  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="home-segments-title">
      <div className="container">
        <div className={section.head}>
          <h2 id="home-segments-title" className={section.title}>
            {t('home.segments.title')}
          </h2>
        </div>
        {desktop ? (
          <Tabs
            label={t('home.segments.title')}
            items={groups.map((group) => ({ value: group.one_cid, label: group.name }))}
            value={current.one_cid}
            onChange={setActive}
          >
            <SegmentCard group={current} />
          </Tabs>
        ) : (
          <div className={styles.accordion}>
            {groups.map((group) => (
              <details key={group.one_cid} className={styles.item}>
                <summary className={styles.summary}>
                  <SegmentLogo group={group} />
                  <span className={styles.summaryText}>{group.name}</span>
                  <svg
                    className={styles.chevron}
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </summary>
                <TopicList group={group} />
              </details>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function SegmentCard({ group }: { group: TopicGroup }) {
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <SegmentLogo group={group} />
        <h3 className={styles.cardTitle}>{group.name}</h3>
      </div>
      <TopicList group={group} />
    </div>
  );
}

function SegmentLogo({ group }: { group: TopicGroup }) {
  if (!group.logo) return null;
  return <img src={group.logo} alt="" width={48} height={48} loading="lazy" decoding="async" className={styles.logo} />;
}

function TopicList({ group }: { group: TopicGroup }) {
  return (
    <ul className={styles.topics}>
      {group.topics.map((topic) => (
        <li key={topic.one_cid} className={styles.topic}>
          <svg
            className={styles.check}
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M20 6 9 17l-5-5" />
          </svg>
          <span>{topic.name}</span>
        </li>
      ))}
    </ul>
  );
}
