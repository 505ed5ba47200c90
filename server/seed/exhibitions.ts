/** The current exhibition and nine earlier ones, with their history menus and press releases. */
import { exhibitions, type HistoryMenu } from '../db/schema';
import type { SeedTx } from './index';
import { storedAll, type SeedPictures } from './pictures';
import { CURRENT_PREFIX, demoCatalogueSize, pastVisitors } from './demo-catalogue';
import { L } from './localized';
import { EX_TYPE } from './site';

export { CURRENT_PREFIX };

const ordinal = (year: number) => year - 1994;

function historyMenu(prefix: string, hasGallery: boolean): HistoryMenu {
  return {
    history_link_program: `exhibition/program/${prefix}`,
    history_link_participants: `exhibition/participants/${prefix}`,
    items: [
      { name: L('Участники', 'Exhibitors', '参展商'), url: `exhibition/participants/${prefix}`, link: '', is_direct_link: false },
      { name: L('Мероприятия', 'Events held', '已举办活动'), url: `exhibition/program/${prefix}`, link: '', is_direct_link: false },
      { name: L('Пресс-релиз', 'Press release', '新闻稿'), url: `pressrelease/${prefix}`, link: '', is_direct_link: false },
      ...(hasGallery
        ? []
        : [{ name: L('Фотоотчёт готовится', 'Photo report in preparation', '图片报道准备中'), url: '#', link: '', is_direct_link: false }]),
    ],
  };
}

/** A past show's results; the exhibitor count only where the demo has that show's catalogue to agree with. */
function pressRelease(year: number, participants: number | null, visitors: number) {
  const ru = participants === null ? '' : `экспонентов — ${participants}, `;
  const en = participants === null ? 'exhibitors' : `${participants} exhibitors`;
  const zh = participants === null ? '众多参展商' : `${participants}家参展商`;
  return {
    title: L(`Итоги выставки «Металл-Индустрия ${year}»`, `Metal-Industry ${year}: results`, `“金属工业 ${year}”展会总结`),
    text: L(
      `<p>${ordinal(year)}-я международная промышленная выставка «Металл-Индустрия ${year}» подвела итоги: ${ru}посетителей-специалистов — более ${visitors.toLocaleString('ru-RU')}.</p><p>В рамках деловой программы прошли конференции по производству проката, трубной продукции и цветных металлов, а также отраслевые конкурсы.</p>`,
      `<p>The ${ordinal(year)}th international industrial exhibition Metal-Industry ${year} brought together ${en} and more than ${visitors.toLocaleString('en-GB')} trade visitors.</p><p>The business programme covered rolled products, pipes and non-ferrous metals, alongside the industry contests.</p>`,
      `<p>第${ordinal(year)}届“金属工业 ${year}”国际工业展览会汇聚了${zh}和超过${visitors}名专业观众。</p><p>商务活动涵盖轧材、管材和有色金属等主题会议以及行业竞赛。</p>`,
    ),
  };
}

export async function seedExhibitions(tx: SeedTx, pictures: SeedPictures) {
  const rows: (typeof exhibitions.$inferInsert)[] = [];
  rows.push({
    prefixContract: CURRENT_PREFIX,
    exType: EX_TYPE,
    isCurrent: true,
    registrationAvailable: true,
    dateStart: new Date('2027-11-09T10:00:00+03:00'),
    dateEnd: new Date('2027-11-12T16:00:00+03:00'),
    name: L('Металл-Индустрия 2027', 'Metal-Industry 2027', '金属工业 2027'),
    fullName: L(
      '33-я Международная промышленная выставка «Металл-Индустрия 2027»',
      '33rd International Industrial Exhibition Metal-Industry 2027',
      '第33届“金属工业 2027”国际工业展览会',
    ),
    location: L('Москва, МВЦ «Северный»', 'Moscow, Severny Exhibition Centre', '莫斯科，北方展览中心'),
    historyMenu: historyMenu(CURRENT_PREFIX, false),
    pressReleaseTitle: L(
      '«Металл-Индустрия 2027» открывает регистрацию',
      'Metal-Industry 2027 opens registration',
      '“金属工业 2027”开放注册',
    ),
    pressReleaseText: L(
      '<p>С 9 по 12 ноября 2027 года в МВЦ «Северный» пройдёт 33-я выставка «Металл-Индустрия». Регистрация посетителей открыта.</p>',
      '<p>The 33rd Metal-Industry exhibition takes place at the Severny Exhibition Centre on 9–12 November 2027. Visitor registration is open.</p>',
      '<p>第33届“金属工业”展会将于2027年11月9日至12日在北方展览中心举行。观众注册现已开放。</p>',
    ),
  });
  for (let year = 2026; year >= 2018; year -= 1) {
    const prefix = `ME${String(year).slice(2)}`;
    const participants = demoCatalogueSize(prefix);
    const visitors = pastVisitors(year);
    // 2020 was held without a photo report: its gallery shows the empty state.
    const hasGallery = year !== 2020;
    const release = pressRelease(year, participants, visitors);
    rows.push({
      prefixContract: prefix,
      exType: EX_TYPE,
      isCurrent: false,
      registrationAvailable: false,
      dateStart: new Date(`${year}-11-${String(8 + (year % 4)).padStart(2, '0')}T10:00:00+03:00`),
      dateEnd: new Date(`${year}-11-${String(11 + (year % 4)).padStart(2, '0')}T16:00:00+03:00`),
      name: L(`Металл-Индустрия ${year}`, `Metal-Industry ${year}`, `金属工业 ${year}`),
      fullName: L(
        `${ordinal(year)}-я Международная промышленная выставка «Металл-Индустрия ${year}»`,
        `${ordinal(year)}th International Industrial Exhibition Metal-Industry ${year}`,
        `第${ordinal(year)}届“金属工业 ${year}”国际工业展览会`,
      ),
      location: L('Москва, МВЦ «Северный»', 'Moscow, Severny Exhibition Centre', '莫斯科，北方展览中心'),
      historyMenu: historyMenu(prefix, hasGallery),
      // The year's first gallery photos (galleries.ts stores the same drawings for them).
      previews: hasGallery
        ? await storedAll(
            pictures,
            [1, 2, 3, 4].slice(0, 2 + (year % 3)).map((n) => `/media/gallery/${year}-${n}.svg`),
          )
        : [],
      photosCount: hasGallery ? 24 + (year % 5) * 6 : 0,
      pressReleaseTitle: release.title,
      pressReleaseText: release.text,
    });
  }
  await tx.insert(exhibitions).values(rows);
}
