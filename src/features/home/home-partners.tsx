/**
 * Partners: a tab per partner group (a native dropdown on mobile, which opens, closes and closes on
 * choice by itself), and the chosen group's logos, each opening the partner's site in a new tab.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partnersQueryOptions } from '../../api/partners';
import type { Lang } from '../../contract/common';
import type { PartnerGroup } from '../../contract/partners';
import { AppLink } from '../../ui/app-link';
import { Tabs } from '../../ui/tabs';
import section from './home-section.module.css';
import styles from './home-partners.module.css';
import { ABOVE_MOBILE_LG, useMediaQuery } from './use-media-query';
import { pictureProps } from '../../ui/picture';

export function HomePartners({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const selectId = useId();
  const { data } = useSuspenseQuery(partnersQueryOptions(lang));
  const groups = data.partner_groups.filter((group) => group.partner_companies.length > 0);
  const wide = useMediaQuery(ABOVE_MOBILE_LG);
  const [active, setActive] = useState<string | null>(null);
  if (groups.length === 0) return null;
  const current = groups.find((group) => String(group.id) === active) ?? groups[0]!;

  return (
    <section className={section.section} aria-labelledby="home-partners-title">
      <div className="container">
        <div className={section.head}>
          <h2 id="home-partners-title" className={section.title}>
            {t('home.partners.title')}
          </h2>
          <AppLink href={`/${lang}/partners`} className={section.more}>
            {t('home.partners.all')}
          </AppLink>
        </div>
        {wide ? (
          <Tabs
            label={t('home.partners.groups')}
            items={groups.map((group) => ({ value: String(group.id), label: group.title }))}
            value={String(current.id)}
            onChange={setActive}
          >
            <Logos group={current} />
          </Tabs>
        ) : (
          <>
            <label htmlFor={selectId} className={styles.selectLabel}>
              {t('home.partners.groups')}
            </label>
            <select id={selectId} className={styles.select} value={String(current.id)} onChange={(event) => setActive(event.target.value)}>
              {groups.map((group) => (
                <option key={group.id} value={String(group.id)}>
                  {group.title}
                </option>
              ))}
            </select>
            <Logos group={current} />
          </>
        )}
      </div>
    </section>
  );
}

function Logos({ group }: { group: PartnerGroup }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.logos} aria-label={group.title}>
      {group.partner_companies.map((company) => {
        const logo = (
          <img
            {...pictureProps(company.logo, '200px')}
            alt={company.title}
            width={200}
            height={100}
            loading="lazy"
            decoding="async"
            className={styles.logo}
          />
        );
        return (
          <li key={company.id} className={styles.item}>
            {company.link ? (
              <a
                href={company.link}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
                title={t('home.partners.new_tab', { name: company.title })}
              >
                {logo}
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
