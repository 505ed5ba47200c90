/**
 * The topics filter's panel: a tab per topic category, each with a badge counting the topics chosen in
 * it (spec §2), and the topics of the chosen category as checkboxes. Arrow keys move between tabs, as
 * the ARIA tabs pattern expects.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicCategory } from '../../contract/participants';
import { topicLabel } from '../../lib/topic-label';
import { FilterOptions } from './filter-dropdown';
import styles from './topic-tabs.module.css';

export function TopicTabs({
  categories,
  selected,
  onToggle,
}: {
  categories: readonly TopicCategory[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  // Open on the first category holding a chosen topic, so reopening shows where the choice is.
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      categories.findIndex((category) => category.topics.some((topic) => selected.includes(topic.one_cid))),
    ),
  );
  const category = categories[active] ?? categories[0];
  if (!category) return <p className={styles.empty}>{t('catalogue.no_topics')}</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (active + step + categories.length) % categories.length;
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('catalogue.topic_categories')} className={styles.tablist} onKeyDown={onKeyDown}>
        {categories.map((item, index) => {
          const count = item.topics.filter((topic) => selected.includes(topic.one_cid)).length;
          return (
            <button
              key={item.one_cid}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={index === active}
              aria-controls={`${baseId}-panel`}
              tabIndex={index === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(index)}
            >
              <span>{item.name}</span>
              {count > 0 ? (
                <span className={styles.badge}>
                  <span className="visually-hidden">{t('filters.selected')} </span>
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${active}`}>
        <FilterOptions
          legend={category.name}
          options={category.topics.map((topic) => ({ id: topic.one_cid, label: topicLabel(topic.name) }))}
          selected={selected}
          onToggle={onToggle}
        />
      </div>
    </div>
  );
}
