/** Languages, the site type with its home-page figures and footer, the menus and the html blocks. */
import type { Lang } from '../../src/contract/common';
import type { HtmlBlock } from '../../src/contract/htmlblock';
import type { MainPageInfo } from '../../src/contract/site';
import { htmlBlocks, languages, menus, siteTypes, type MenuTreeItem } from '../db/schema';
import { checkedHtmlBlock, checkedMainPageInfo } from '../queries/page-data';
import { companiesText, CURRENT_PREFIX, CURRENT_SHOW, fromCountriesText, showFigures } from './demo-catalogue';
import type { SeedPictures } from './pictures';
import type { SeedTx } from './index';
import { L } from './localized';

export const EX_TYPE = 'ME';
const LANGS: Lang[] = ['ru', 'en', 'zh'];
/** The wordmark in each language's script: a Chinese or English page shows no Cyrillic lettering. */
const LOGOS: Record<Lang, string> = { ru: '/logo.svg', en: '/logo-en.svg', zh: '/logo-zh.svg' };

const mainPageInfo: MainPageInfo = {
  banner: '/media/banner/2027.svg',
  banner_video: null,
  // Not served: the API answers the current catalogue's size and its programme's events and hours instead
  // (queries/site.ts), so they never disagree with the lists one tap away.
  participants_count: 0,
  visitors_count: CURRENT_SHOW.visitors,
  total_area_count: CURRENT_SHOW.area,
  events_count: 0,
  events_hour_count: 0,
  events_speaker_count: 310,
  events_organizers_count: 45,
  events_delegates_count: 5200,
  image_participants_1: '/media/halls/hall-1.svg',
  image_participants_2: '/media/halls/hall-2.svg',
  image_participants_3: '/media/halls/hall-3.svg',
  image_visitors_1: '/media/halls/visitors-1.svg',
  image_visitors_2: '/media/halls/visitors-2.svg',
  image_visitors_3: '/media/halls/visitors-3.svg',
  image_visitors_4: '/media/halls/visitors-4.svg',
  image_area_1: '/media/halls/area-1.svg',
  image_area_2: '/media/halls/area-2.svg',
  image_area_3: '/media/halls/area-3.svg',
  image_events: null,
};

type Sub = [id: number, name: ReturnType<typeof L>, url: string, icon?: string, direct?: boolean];
type Top = [id: number, name: ReturnType<typeof L>, url: string, subs: Sub[]];

const menuTree: Top[] = [
  [
    1,
    L('О выставке', 'About', '关于展会'),
    'about',
    [
      [11, L('О выставке', 'About the exhibition', '展会简介'), 'about', '/icons/menu/info.svg'],
      [12, L('История выставки', 'History', '展会历史'), 'history', '/icons/menu/history.svg'],
      [13, L('Отзывы', 'Reviews', '评价'), 'reviews', '/icons/menu/reviews.svg'],
      [14, L('Партнёры', 'Partners', '合作伙伴'), 'partners', '/icons/menu/partners.svg'],
      [15, L('Пресс-релиз', 'Press release', '新闻稿'), 'pressrelease', '/icons/menu/press.svg'],
    ],
  ],
  [
    2,
    L('Участникам', 'Exhibitors', '参展商'),
    '#',
    [
      [21, L('Стать участником', 'Become an exhibitor', '申请参展'), 'application', '/icons/menu/apply.svg'],
      [22, L('Каталог участников', 'Exhibitor catalogue', '参展商名录'), 'exhibition/participants', '/icons/menu/catalogue.svg'],
      [23, L('Деловая программа', 'Business programme', '商务活动'), 'exhibition/program', '/icons/menu/program.svg'],
      [25, L('Схема павильонов', 'Hall map', '展馆平面图'), 'exhibition/map', '/icons/menu/map.svg'],
      [24, L('Условия участия', 'Terms of participation', '参展条件'), 'conditions', '/icons/menu/info.svg'],
    ],
  ],
  [
    3,
    L('Посетителям', 'Visitors', '观众'),
    '#',
    [
      [31, L('Регистрация посетителя', 'Visitor registration', '观众注册'), 'registration', '/icons/menu/ticket.svg'],
      [32, L('Деловая программа', 'Business programme', '商务活动'), 'exhibition/program', '/icons/menu/program.svg'],
      [33, L('Как добраться', 'Getting there', '交通指南'), 'how-to-get', '/icons/menu/map.svg'],
      [34, L('Схема павильонов', 'Hall map', '展馆平面图'), 'exhibition/map', '/icons/menu/map.svg'],
    ],
  ],
  [4, L('Конкурсы', 'Contests', '竞赛'), 'contests', []],
  [
    5,
    L('Медиа', 'Media', '媒体'),
    'news',
    [
      [51, L('Новости', 'News', '新闻'), 'news', '/icons/menu/news.svg'],
      [52, L('Фотогалерея', 'Photo gallery', '图片库'), 'media', '/icons/menu/photo.svg'],
      [53, L('Telegram-канал', 'Telegram channel', 'Telegram 频道'), 'https://t.me/metallindustria_expo', '/icons/menu/telegram.svg', true],
    ],
  ],
  [6, L('Контакты', 'Contacts', '联系我们'), 'contacts', []],
];

function menuFor(lang: Lang): MenuTreeItem[] {
  return menuTree.map(([id, name, url, subs]) => ({
    id,
    name: name[lang],
    url,
    is_direct_link: false,
    icon: null,
    subitems: subs.map(([subId, subName, subUrl, icon, direct]) => ({
      id: subId,
      name: subName[lang],
      url: subUrl,
      is_direct_link: direct ?? false,
      icon: icon ?? null,
    })),
  }));
}

/** The current show's exhibitors and their countries, as its catalogue has them (demo-catalogue.ts). */
const currentFigures = showFigures(CURRENT_PREFIX);
const current = { companies: companiesText(currentFigures.exhibitors), countries: fromCountriesText(currentFigures.countries) };

const htmlBlockText = {
  exhibition_title: L(
    '<p>Международная промышленная выставка <strong>«Металл-Индустрия 2027»</strong></p>',
    '<p>International industrial exhibition <strong>Metal-Industry 2027</strong></p>',
    '<p>国际工业展览会 <strong>“金属工业 2027”</strong></p>',
  ),
  location: L('Москва, МВЦ «Северный», павильоны 1–4', 'Moscow, Severny Exhibition Centre, halls 1–4', '莫斯科，北方展览中心，1–4号馆'),
  contest_text: L(
    '<p>Конкурсы выставки отмечают лучшие разработки в металлургии, металлообработке и промышленном дизайне.</p>',
    '<p>The exhibition contests reward the best work in metallurgy, metalworking and industrial design.</p>',
    '<p>展会竞赛表彰冶金、金属加工和工业设计领域的最佳成果。</p>',
  ),
  about_exhibition_details_text: L('Подробнее о выставке', 'More about the exhibition', '了解展会详情'),
  about_exhibition_participants_text: L('Каталог участников', 'Exhibitor catalogue', '参展商名录'),
  program_details_text: L('Вся деловая программа', 'Full business programme', '全部商务活动'),
  header_title: L('Металл-Индустрия', 'Metal-Industry', '金属工业'),
  participants_text: L(
    `${current.companies.ru} ${current.countries.ru}: металлургические комбинаты, трейдеры, производители оборудования и сервисные металлоцентры.`,
    `${current.companies.en} ${current.countries.en}: steel mills, traders, equipment makers and metal service centres.`,
    `${current.countries.zh}的${current.companies.zh}：钢铁联合企业、贸易商、设备制造商和金属服务中心。`,
  ),
  registration_text: L(
    'Зарегистрируйтесь заранее и получите электронный билет — вход на выставку бесплатный.',
    'Register in advance to get your e-ticket — admission is free.',
    '提前注册即可获得电子门票——免费入场。',
  ),
  buttons: [
    [L('Получить билет', 'Get a ticket', '获取门票'), 'registration'],
    [L('Стать участником', 'Become an exhibitor', '申请参展'), 'application'],
    [L('Деловая программа', 'Business programme', '商务活动'), 'exhibition/program'],
  ] as const,
};

function htmlBlockFor(lang: Lang): HtmlBlock {
  return {
    exhibition_title: htmlBlockText.exhibition_title[lang],
    buttons: htmlBlockText.buttons.map(([text, link]) => ({ text: text[lang], link: `/${lang}/${link}` })),
    location: htmlBlockText.location[lang],
    contest_text: htmlBlockText.contest_text[lang],
    about_exhibition_details_link: `/${lang}/about`,
    about_exhibition_details_text: htmlBlockText.about_exhibition_details_text[lang],
    about_exhibition_participants_link: `/${lang}/exhibition/participants`,
    about_exhibition_participants_text: htmlBlockText.about_exhibition_participants_text[lang],
    program_details_link: `/${lang}/exhibition/program`,
    program_details_text: htmlBlockText.program_details_text[lang],
    header_title: htmlBlockText.header_title[lang],
    participants_text: htmlBlockText.participants_text[lang],
    registration_text: htmlBlockText.registration_text[lang],
  };
}

/** The home page's figures with its drawn pictures (the banner, the halls) replaced by their stored paths. */
async function storedMainPageInfo(pictures: SeedPictures): Promise<MainPageInfo> {
  const entries = await Promise.all(
    Object.entries(mainPageInfo).map(
      async ([key, value]) =>
        [key, typeof value === 'string' && value.startsWith('/media/') ? await pictures.stored(value) : value] as const,
    ),
  );
  return Object.fromEntries(entries) as MainPageInfo;
}

export async function seedSite(tx: SeedTx, pictures: SeedPictures) {
  await tx.insert(languages).values([
    { code: 'ru', fullName: 'Русский', icon: '/flags/ru.svg', position: 1 },
    { code: 'en', fullName: 'English', icon: '/flags/en.svg', position: 2 },
    { code: 'zh', fullName: '中文', icon: '/flags/zh.svg', position: 3 },
  ]);
  await tx.insert(siteTypes).values({
    name: EX_TYPE,
    mainPageInfo: checkedMainPageInfo(await storedMainPageInfo(pictures), EX_TYPE),
    footer: {
      postal_code: '129085',
      address: L(
        'Москва, проспект Северный, д. 27, стр. 3, офис 410',
        'Office 410, bldg. 3, 27 Severny Avenue, Moscow',
        '莫斯科，北方大街27号3栋410室',
      ),
      email: 'info@metal-industry-expo.ru',
      phone: '+7 (495) 734-99-66',
      social: [{ name: 'Telegram', url: 'https://t.me/metallindustria_expo', icon: '/icons/telegram.svg' }],
    },
  });
  await tx.insert(menus).values(LANGS.map((lang) => ({ exType: EX_TYPE, lang, logo: LOGOS[lang], items: menuFor(lang) })));
  await tx
    .insert(htmlBlocks)
    .values(LANGS.map((lang) => ({ exType: EX_TYPE, lang, data: checkedHtmlBlock(htmlBlockFor(lang), EX_TYPE, lang) })));
}
