/**
 * The partners page (spec §2): partner groups, each a heading and a logo grid. On wide screens a sticky
 * list of the groups sits beside them (a long page of logos is otherwise hard to move around); on narrow
 * ones a dropdown above the groups does the same job in less room.
 */
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { PartnerGroup as Group } from '../../contract/partners';
import { AppLink } from '../../ui/app-link';
import { PageHead } from '../../ui/page-head';
import { SelectDropdown } from '../../ui/select-dropdown';
import { StickyBlock } from '../../ui/sticky-block';
import { PartnerGroup, partnerGroupAnchor } from './partner-group';
import styles from './partners-page.module.css';

export type PartnersPageProps = { lang: Lang; groups: readonly Group[] };

export function PartnersPage({ lang, groups }: PartnersPageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const groupHref = (id: number) => `/${lang}/partners#${partnerGroupAnchor(id)}`;
  // The URL takes the hash (a link to a group can be shared); the scroll happens here as well, because
  // choosing the group the hash already names changes no URL and so would not move the page.
  const jumpTo = (id: number) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(partnerGroupAnchor(id))?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    void router.navigate({ href: groupHref(id), replace: true, hashScrollIntoView: false });
  };
  const shown = groups.filter((group) => group.partner_companies.length > 0);

  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="partners-title">
      <PageHead id="partners-title" title={t('partners.title')} subtitle={t('partners.subtitle')} />
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('partners.empty')}</p>
      ) : (
        <div className={styles.layout}>
          {shown.length > 1 ? (
            <>
              <aside className={styles.aside}>
                <StickyBlock>
                  <nav aria-label={t('partners.groups_nav')}>
                    <ul className={styles.nav}>
                      {shown.map((group) => (
                        <li key={group.id}>
                          <AppLink
                            className={styles.navLink}
                            href={groupHref(group.id)}
                            onClick={(event) => {
                              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                              event.preventDefault();
                              jumpTo(group.id);
                            }}
                          >
                            {group.title}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  </nav>
                </StickyBlock>
              </aside>
              <SelectDropdown
                className={styles.jump}
                label={t('partners.groups_nav')}
                options={shown.map((group) => ({ value: String(group.id), label: group.title }))}
                value={undefined}
                onChange={(id) => jumpTo(Number(id))}
              />
            </>
          ) : null}
          <div className={styles.groups}>
            {shown.map((group) => (
              <PartnerGroup key={group.id} group={group} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
