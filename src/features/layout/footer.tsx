/**
 * The site footer (spec §2): every menu item but the last is a column with a submenu (collapsible on
 * mobile), or a plain link when it has no subitems; the last item is the contacts link heading the
 * contacts block; then copyright, age limit
 * and the developer credit.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { MenuItem, SiteResponse } from '../../contract/site';
import { menuHref } from '../../lib/menu-links';
import { AppLink } from '../../ui/app-link';
import { useNow } from '../../ui/page-clock';
import { ChevronDownIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { RemoteIcon } from '../../ui/remote-icon';
import { copyrightYears } from './copyright';
import { duplicatePosition, menuLeaves } from './active-menu';
import { duplicateMenuChoice } from './duplicate-menu-choice';
import styles from './footer.module.css';

export function Footer({ lang, site }: { lang: Lang; site: SiteResponse }) {
  const { t } = useTranslation();
  const now = useNow();
  const items = site.menu.items;
  const columns = items.slice(0, -1);
  const contactsItem = items.at(-1);
  const contactsHref = contactsItem ? menuHref(contactsItem, lang) : null;
  const { footer } = site;
  const leaves = menuLeaves(items, lang);
  // Footer clicks count for the duplicate-menu choice like header clicks.
  const noteClick = (top: number, sub: number | null) => {
    const position = duplicatePosition(leaves, { top, sub });
    if (position) duplicateMenuChoice.noteClick(position.url, position.index);
  };

  return (
    <footer className={`${styles.footer} on-dark`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <AppLink href={`/${lang}`} className={styles.logo}>
            <img src={site.menu.logo} alt={t('header.home')} width={180} height={48} loading="lazy" />
          </AppLink>
        </div>
        <nav className={styles.columns} aria-label={t('footer.nav')}>
          {columns.map((item, top) => (
            <FooterColumn key={item.id} item={item} top={top} lang={lang} onLinkClick={noteClick} />
          ))}
        </nav>
        <section className={styles.contacts} aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.columnTitle}>
            {contactsHref ? (
              <AppLink href={contactsHref} className={styles.titleLink}>
                {contactsItem?.name ?? t('footer.contacts')}
              </AppLink>
            ) : (
              (contactsItem?.name ?? t('footer.contacts'))
            )}
          </h2>
          <address className={styles.address}>
            <p className={styles.contactLine}>
              <MapPinIcon size={18} />
              <span>
                <span className="visually-hidden">{t('common.labelled', { label: t('footer.address') })}</span>
                {footer.postal_code}, {footer.address}
              </span>
            </p>
            <p className={styles.contactLine}>
              <MailIcon size={18} />
              <span>
                <span className="visually-hidden">{t('common.labelled', { label: t('footer.email') })}</span>
                <a href={`mailto:${footer.email}`}>{footer.email}</a>
              </span>
            </p>
            <p className={styles.contactLine}>
              <PhoneIcon size={18} />
              <span>
                <span className="visually-hidden">{t('common.labelled', { label: t('footer.phone') })}</span>
                <a href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}>{footer.phone}</a>
              </span>
            </p>
          </address>
          {footer.social.length > 0 && (
            <div className={styles.social}>
              <p className={styles.socialTitle}>{t('footer.social')}</p>
              <ul className={styles.socialList}>
                {footer.social.map((social) => (
                  <li key={social.url}>
                    <a href={social.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                      <RemoteIcon src={social.icon} size={28} />
                      <span>{social.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <p className={styles.copyright}>{t('footer.copyright', { years: copyrightYears(now) })}</p>
          <p className={styles.age}>
            <span aria-hidden="true">{t('footer.age_limit')}</span>
            <span className="visually-hidden">{t('footer.age_limit_label')}</span>
          </p>
          <p className={styles.credit}>{t('footer.developed_by', { name: t('footer.developer_name') })}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  item,
  top,
  lang,
  onLinkClick,
}: {
  item: MenuItem;
  top: number;
  lang: Lang;
  onLinkClick: (top: number, sub: number | null) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const href = menuHref(item, lang);

  // An item without subitems is a page, not a group: a lone heading above an empty column reads as a
  // broken section, so it is a plain link in its column (and an item that is neither is left out).
  if (item.subitems.length === 0) {
    if (!href) return null;
    return (
      <div className={`${styles.column} ${styles.linkColumn}`}>
        <AppLink href={href} className={styles.columnLink} onClick={() => onLinkClick(top, null)}>
          <span>{item.name}</span>
          {/* Points sideways: it leads to a page, where the columns' down chevrons open a list. */}
          <ChevronDownIcon size={18} />
        </AppLink>
      </div>
    );
  }

  const title = href ? (
    <AppLink href={href} className={styles.titleLink} onClick={() => onLinkClick(top, null)}>
      {item.name}
    </AppLink>
  ) : (
    item.name
  );

  return (
    <div className={`${styles.column} ${open ? styles.columnOpen : ''}`}>
      <h2 className={styles.columnTitle}>
        {/* Mobile: the title is a toggle; from tablet on the list is always shown. */}
        <button type="button" className={styles.columnToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <span>{item.name}</span>
          <ChevronDownIcon size={20} />
        </button>
        <span className={styles.columnName}>{title}</span>
      </h2>
      <ul id={listId} className={styles.columnList}>
        {item.subitems.map((subitem, sub) => {
          const subHref = menuHref(subitem, lang);
          return (
            <li key={subitem.id}>
              {subHref ? (
                <AppLink href={subHref} onClick={() => onLinkClick(top, sub)}>
                  {subitem.name}
                </AppLink>
              ) : (
                <span>{subitem.name}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
