/**
 * "About the exhibition": three counter cards (participants, visitors, total area in m²), each with the
 * 3–4 photos of main_page_info, and the html block's two links. The numbers count up once when seen.
 */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { MainPageInfo } from '../../contract/site';
import { AnimatedCounter } from '../../ui/animated-counter';
import { AppLink } from '../../ui/app-link';
import { countFormatter } from './format-count';
import section from './home-section.module.css';
import styles from './home-about.module.css';
import { pictureProps } from '../../ui/picture';

type Card = { key: 'participants' | 'visitors' | 'area'; value: number; images: (string | null)[] };

export function HomeAbout({ lang, info, htmlBlock }: { lang: Lang; info: MainPageInfo; htmlBlock: HtmlBlock }) {
  const { t } = useTranslation();
  const format = countFormatter(lang);
  const cards: Card[] = [
    {
      key: 'participants',
      value: info.participants_count,
      images: [info.image_participants_1, info.image_participants_2, info.image_participants_3],
    },
    {
      key: 'visitors',
      value: info.visitors_count,
      images: [info.image_visitors_1, info.image_visitors_2, info.image_visitors_3, info.image_visitors_4],
    },
    { key: 'area', value: info.total_area_count, images: [info.image_area_1, info.image_area_2, info.image_area_3] },
  ];
  const links = [
    { href: htmlBlock.about_exhibition_details_link, text: htmlBlock.about_exhibition_details_text },
    { href: htmlBlock.about_exhibition_participants_link, text: htmlBlock.about_exhibition_participants_text },
  ].filter((link) => link.href && link.href !== '#' && link.text);

  return (
    <section className={section.section} aria-labelledby="home-about-title">
      <div className="container">
        <div className={section.head}>
          <h2 id="home-about-title" className={section.title}>
            {t('home.about.title')}
          </h2>
        </div>
        <ul className={styles.cards}>
          {cards.map((card) => {
            const images = card.images.filter((image): image is string => Boolean(image));
            return (
              <li key={card.key} className={styles.card}>
                <p className={styles.figure}>
                  <AnimatedCounter value={card.value} format={format} className={styles.number} />
                  <span className={styles.label}>{t(`home.about.${card.key}`)}</span>
                </p>
                {images.length > 0 && (
                  <div className={styles.photos} data-count={images.length}>
                    {images.map((image) => (
                      <img
                        key={image}
                        {...pictureProps(image, '320px')}
                        alt=""
                        width={320}
                        height={200}
                        loading="lazy"
                        decoding="async"
                        className={styles.photo}
                      />
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {links.length > 0 && (
          <div className={section.links}>
            {links.map((link, index) => (
              <AppLink key={link.href} href={link.href} className={`btn ${index === 0 ? 'btn-primary' : 'btn-secondary'}`}>
                {link.text}
              </AppLink>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
