/** One partner group: its heading and a grid of logos, each opening the partner's site in a new tab. */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerCompany, PartnerGroup as Group } from '../../contract/partners';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { partnerColumns } from './partner-columns';
import styles from './partners-page.module.css';
import { pictureProps } from '../../ui/picture';

/** The logos are drawn 2:1; laid out at this size so nothing moves as they load. */
const LOGO_WIDTH = 360;
const LOGO_HEIGHT = 180;

export const partnerGroupAnchor = (id: number) => `partners-group-${id}`;

export function PartnerGroup({ group }: { group: Group }) {
  const headingId = `${partnerGroupAnchor(group.id)}-title`;
  const columns = { '--columns': partnerColumns(group.partner_companies.length) } as CSSProperties;
  return (
    <section id={partnerGroupAnchor(group.id)} className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.title}
      </h2>
      <ul className={styles.grid} style={columns}>
        {group.partner_companies.map((company) => (
          <li key={company.id} className={styles.cell}>
            <PartnerLogo company={company} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PartnerLogo({ company }: { company: PartnerCompany }) {
  const { t } = useTranslation();
  const logo = (
    <>
      <img
        className={styles.logo}
        {...pictureProps(company.logo, `${LOGO_WIDTH}px`)}
        alt={company.title}
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
        loading="lazy"
        decoding="async"
      />
      {/* The name under the logo is for the eye; the logo's alt text already names the partner. */}
      <span className={styles.caption} aria-hidden="true">
        {company.title}
      </span>
    </>
  );
  if (!company.link) return <div className={styles.tile}>{logo}</div>;
  return (
    <a className={styles.tile} href={company.link} target="_blank" rel="noopener noreferrer">
      {logo}
      <VisuallyHidden>{t('partners.new_tab')}</VisuallyHidden>
    </a>
  );
}
