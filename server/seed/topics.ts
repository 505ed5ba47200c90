/** Industry segments (topic categories) and their topics. Topic names keep the catalogue's numeric prefix. */
import { topicCategories, topics } from '../db/schema';
import type { SeedTx } from './index';
import { L } from './localized';
import { EX_TYPE } from './site';

type TopicSeed = [ru: string, en: string, zh: string];

export const topicTree: { cid: string; name: ReturnType<typeof L>; logo: string; topics: TopicSeed[] }[] = [
  {
    cid: 'TC-FERROUS',
    name: L('Чёрная металлургия', 'Ferrous metallurgy', '黑色冶金'),
    logo: '/icons/segments/ferrous.svg',
    topics: [
      ['Чугун и ферросплавы', 'Pig iron and ferroalloys', '生铁和铁合金'],
      ['Сортовой прокат', 'Long products', '长材'],
      ['Листовой прокат', 'Flat products', '板材'],
      ['Нержавеющая сталь', 'Stainless steel', '不锈钢'],
      ['Специальные стали и сплавы', 'Special steels and alloys', '特种钢和合金'],
      ['Металлолом и вторичное сырьё', 'Scrap and secondary raw materials', '废钢和再生原料'],
      ['Огнеупоры', 'Refractories', '耐火材料'],
    ],
  },
  {
    cid: 'TC-NONFERROUS',
    name: L('Цветная металлургия', 'Non-ferrous metallurgy', '有色冶金'),
    logo: '/icons/segments/nonferrous.svg',
    topics: [
      ['Алюминий и алюминиевые сплавы', 'Aluminium and aluminium alloys', '铝及铝合金'],
      ['Медь и медный прокат', 'Copper and copper products', '铜及铜材'],
      ['Титан и редкие металлы', 'Titanium and rare metals', '钛及稀有金属'],
      ['Никель и кобальт', 'Nickel and cobalt', '镍和钴'],
      ['Драгоценные металлы', 'Precious metals', '贵金属'],
      ['Порошковая металлургия', 'Powder metallurgy', '粉末冶金'],
    ],
  },
  {
    cid: 'TC-PIPES',
    name: L('Трубы и металлоконструкции', 'Pipes and steel structures', '管材和钢结构'),
    logo: '/icons/segments/pipes.svg',
    topics: [
      ['Трубы стальные бесшовные', 'Seamless steel pipes', '无缝钢管'],
      ['Трубы сварные', 'Welded pipes', '焊接钢管'],
      ['Соединительные детали трубопроводов', 'Pipe fittings', '管件'],
      ['Строительные металлоконструкции', 'Structural steelwork', '建筑钢结构'],
      ['Метизы и крепёж', 'Hardware and fasteners', '五金和紧固件'],
      ['Проволока и канаты', 'Wire and ropes', '钢丝和钢丝绳'],
    ],
  },
  {
    cid: 'TC-EQUIPMENT',
    name: L('Оборудование и технологии', 'Equipment and technology', '设备与技术'),
    logo: '/icons/segments/equipment.svg',
    topics: [
      ['Металлургическое оборудование', 'Metallurgical equipment', '冶金设备'],
      ['Станки и металлообработка', 'Machine tools and metalworking', '机床与金属加工'],
      ['Сварочное оборудование', 'Welding equipment', '焊接设备'],
      ['Литейное производство', 'Foundry', '铸造'],
      ['Промышленная автоматизация', 'Industrial automation', '工业自动化'],
      ['Контроль качества и неразрушающий контроль', 'Quality control and NDT', '质量控制与无损检测'],
      ['Лазерная и плазменная резка', 'Laser and plasma cutting', '激光和等离子切割'],
    ],
  },
  {
    cid: 'TC-SERVICES',
    name: L('Металлоторговля и сервис', 'Metal trade and services', '金属贸易与服务'),
    logo: '/icons/segments/services.svg',
    topics: [
      ['Металлоторговые компании', 'Metal traders', '金属贸易公司'],
      ['Сервисные металлоцентры', 'Metal service centres', '金属服务中心'],
      ['Логистика и складские решения', 'Logistics and warehousing', '物流与仓储'],
      ['Защита металла от коррозии', 'Corrosion protection', '金属防腐'],
      ['Инжиниринг и проектирование', 'Engineering and design', '工程与设计'],
      ['Отраслевые СМИ и ассоциации', 'Trade media and associations', '行业媒体与协会'],
    ],
  },
];

export async function seedTopics(tx: SeedTx) {
  await tx.insert(topicCategories).values(
    topicTree.map((category, index) => ({
      oneCid: category.cid,
      exType: EX_TYPE,
      name: category.name,
      logo: category.logo,
      position: index + 1,
    })),
  );
  let number = 100;
  await tx.insert(topics).values(
    topicTree.flatMap((category, categoryIndex) =>
      category.topics.map(([ru, en, zh], index) => {
        number += 1;
        // The catalogue numbers its topics ("101-…"); the client strips the prefix for display.
        const code = `${categoryIndex + 1}${String(index + 1).padStart(2, '0')}`;
        return {
          oneCid: `T-${number}`,
          categoryCid: category.cid,
          name: L(`${code}-${ru}`, `${code}-${en}`, `${code}-${zh}`),
          position: index + 1,
        };
      }),
    ),
  );
}
