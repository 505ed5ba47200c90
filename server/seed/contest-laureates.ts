/**
 * Contest laureates by year. The year pages are HTML built from small tables (nomination → winner and
 * work), so every language gets the same structure and the same companies as the rest of the demo.
 */
import type { Lang } from '../../src/contract/common';
import type { Localized } from '../db/schema';
import { COMPANIES, type DemoCompany } from './companies';
import { L } from './localized';

export type LaureateYear = { year: number; title: Localized; text: Localized; redirect?: string };
type Entry = { who: Localized; work: Localized };
type Section = { heading: Localized; entries: Entry[] };

const LANGS: Lang[] = ['ru', 'en', 'zh'];
const works = (c: DemoCompany, ru: string, en: string, zh: string): Entry => ({ who: c.name, work: L(ru, en, zh) });
const person = (who: Localized, ru: string, en: string, zh: string): Entry => ({ who, work: L(ru, en, zh) });

function page(sections: Section[]): Localized {
  const build = (lang: Lang) =>
    sections
      .map(
        (section) =>
          `<h3>${section.heading[lang]}</h3><ol>${section.entries.map((e) => `<li><strong>${e.who[lang]}</strong> — ${e.work[lang]}</li>`).join('')}</ol>`,
      )
      .join('');
  return Object.fromEntries(LANGS.map((lang) => [lang, build(lang)])) as Localized;
}

const winnersTitle = (year: number) => L(`Лауреаты ${year} года`, `Winners of ${year}`, `${year}年获奖者`);
const C = COMPANIES;

/** Golden Ingot: one winner per category, the years' entries in order 2023, 2024, 2025, 2026. */
const INGOT_CATEGORIES: [Localized, Entry[]][] = [
  [
    L('Металлопрокат', 'Rolled products', '金属轧材'),
    [
      works(C.kamaSteel, 'арматурный прокат класса А500СП', 'A500SP grade rebar', 'A500SP级螺纹钢'),
      works(C.kamaSteel, 'фасонный прокат из атмосферостойкой стали', 'weathering steel sections', '耐候钢型材'),
      works(
        C.volzhskyRolling,
        'горячекатаный лист повышенной прочности для мостостроения',
        'high-strength hot-rolled plate for bridge building',
        '桥梁建设用高强度热轧钢板',
      ),
      works(
        C.volzhskyRolling,
        'холоднокатаный лист для автомобилестроения',
        'cold-rolled sheet for the automotive industry',
        '汽车用冷轧钢板',
      ),
    ],
  ],
  [
    L('Трубная продукция', 'Pipes', '管材产品'),
    [
      works(
        C.meridianPipe,
        'обсадные трубы с премиальным резьбовым соединением',
        'casing with premium threaded connections',
        '特殊螺纹连接套管',
      ),
      works(C.southUralHardware, 'профильные трубы для строительных каркасов', 'hollow sections for building frames', '建筑框架用型钢管'),
      works(C.meridianPipe, 'бесшовные трубы для сероводородсодержащих сред', 'seamless pipes for sour service', '抗硫化氢无缝钢管'),
      works(
        C.antikorPlus,
        'трубы с трёхслойной полиэтиленовой изоляцией',
        'pipes with three-layer polyethylene coating',
        '三层聚乙烯防腐管',
      ),
    ],
  ],
  [
    L('Цветные металлы и сплавы', 'Non-ferrous metals and alloys', '有色金属及合金'),
    [
      works(C.sibNonferrous, 'медная катанка высокой электропроводности', 'high-conductivity copper rod', '高导电率铜杆'),
      works(
        C.arcticTitanium,
        'титановые слитки для авиационной промышленности',
        'titanium ingots for the aircraft industry',
        '航空工业用钛锭',
      ),
      works(C.alumprofil, 'алюминиевый профиль для фасадных систем', 'aluminium profiles for facade systems', '幕墙系统铝型材'),
      works(
        C.arcticTitanium,
        'порошки титановых сплавов для аддитивного производства',
        'titanium alloy powders for additive manufacturing',
        '增材制造用钛合金粉末',
      ),
    ],
  ],
  [
    L('Оборудование для металлургии', 'Metallurgical equipment', '冶金设备'),
    [
      works(C.thermoLit, 'индукционная печь для литейного производства', 'induction furnace for foundries', '铸造用感应炉'),
      works(C.nevaWelding, 'роботизированный сварочный портал', 'robotic welding gantry', '机器人焊接龙门'),
      works(C.laserTech, 'комплекс лазерного раскроя листа', 'sheet laser cutting line', '板材激光切割生产线'),
      works(C.digitalMetallurgy, 'цифровой двойник прокатного стана', 'digital twin of a rolling mill', '轧机数字孪生系统'),
    ],
  ],
];

const INNOVATION_CATEGORIES: [Localized, Entry[]][] = [
  [
    L('Станки и обрабатывающие центры', 'Machine tools and machining centres', '机床与加工中心'),
    [
      works(
        C.stankomash,
        'пятикоординатный обрабатывающий центр для крупных деталей',
        'five-axis machining centre for large parts',
        '大型零件五轴加工中心',
      ),
      works(
        C.stankomash,
        'токарный станок с системой активного гашения вибраций',
        'lathe with active vibration damping',
        '带主动减振系统的车床',
      ),
      works(C.laserTech, 'станок волоконной лазерной резки труб', 'fibre laser tube cutting machine', '光纤激光切管机'),
      works(C.stankomash, 'гибридный станок для наплавки и фрезерования', 'hybrid machine for cladding and milling', '堆焊铣削复合机床'),
    ],
  ],
  [
    L('Инструмент и технологии сварки', 'Tools and welding technology', '刀具与焊接技术'),
    [
      works(
        C.nevaWelding,
        'инверторный источник для сварки толстого металла',
        'inverter power source for heavy-plate welding',
        '厚板焊接逆变电源',
      ),
      works(
        C.southUralHardware,
        'твердосплавные пластины для обработки жаропрочных сплавов',
        'carbide inserts for heat-resistant alloys',
        '耐热合金加工用硬质合金刀片',
      ),
      works(C.nevaWelding, 'система лазерно-дуговой гибридной сварки', 'hybrid laser-arc welding system', '激光电弧复合焊接系统'),
      works(C.thermoLit, 'керамические литейные фильтры для алюминия', 'ceramic foundry filters for aluminium', '铝用陶瓷铸造过滤器'),
    ],
  ],
  [
    L('Автоматизация и программное обеспечение', 'Automation and software', '自动化与软件'),
    [
      works(C.digitalMetallurgy, 'система мониторинга износа инструмента', 'tool wear monitoring system', '刀具磨损监测系统'),
      works(
        C.ladogaService,
        'алгоритм оптимального раскроя листа на складе',
        'optimal sheet nesting for warehouses',
        '仓库板材最优排料算法',
      ),
      works(
        C.digitalMetallurgy,
        'платформа предиктивного обслуживания оборудования',
        'predictive maintenance platform',
        '设备预测性维护平台',
      ),
      works(C.severLogistic, 'цифровая система отслеживания партий металла', 'digital tracking of metal batches', '金属批次数字追踪系统'),
    ],
  ],
];

const STAND_CLASSES: [Localized, DemoCompany[]][] = [
  [L('Стенды до 36 кв. м', 'Stands up to 36 sq m', '36平方米以下展台'), [C.antikorPlus, C.laserTech, C.ogneuporProfi, C.severLogistic]],
  [L('Стенды от 36 до 100 кв. м', 'Stands of 36 to 100 sq m', '36至100平方米展台'), [C.nevaWelding, C.alumprofil, C.donMetal, C.thermoLit]],
  [
    L('Стенды более 100 кв. м', 'Stands over 100 sq m', '100平方米以上展台'),
    [C.volzhskyRolling, C.meridianPipe, C.kamaSteel, C.jiangnanTrading],
  ],
];

function categoryYears(categories: [Localized, Entry[]][], firstYear: number): LaureateYear[] {
  const years = categories[0]?.[1].length ?? 0;
  return Array.from({ length: years }, (_, i) => ({
    year: firstYear + i,
    title: winnersTitle(firstYear + i),
    text: page(categories.map(([heading, entries]) => ({ heading, entries: entries.slice(i, i + 1) }))),
  }));
}

const standYears = (): LaureateYear[] =>
  [2023, 2024, 2025, 2026].map((year, i) => ({
    year,
    title: winnersTitle(year),
    text: page(
      STAND_CLASSES.map(([heading, companies]) => ({
        heading,
        entries: companies
          .slice(i, i + 1)
          .map((c) => works(c, 'лучший стенд в своей категории', 'best stand in its class', '同组别最佳展台')),
      })),
    ),
  }));

const placesHeading = L('Победители', 'Winners', '获奖者');

const STUDENT_YEARS: [number, Entry[]][] = [
  [
    2024,
    [
      person(
        L('Команда Волжского политехнического университета', 'Volga Polytechnic University team', '伏尔加理工大学团队'),
        'снижение расхода электроэнергии дуговой печи с помощью предиктивной модели',
        'cutting the power use of an arc furnace with a predictive model',
        '利用预测模型降低电弧炉耗电',
      ),
      person(
        L('Команда Уральского института металлургии', 'Ural Institute of Metallurgy team', '乌拉尔冶金学院团队'),
        'переработка сталеплавильного шлака в строительные материалы',
        'turning steelmaking slag into building materials',
        '炼钢炉渣制建筑材料',
      ),
      person(
        L('Команда Сибирского технического университета', 'Siberian Technical University team', '西伯利亚技术大学团队'),
        'рециклинг алюминиевой стружки',
        'recycling aluminium swarf',
        '铝屑回收利用',
      ),
    ],
  ],
  [
    2025,
    [
      person(
        L('Команда Уральского института металлургии', 'Ural Institute of Metallurgy team', '乌拉尔冶金学院团队'),
        'система машинного зрения для контроля поверхности листа',
        'machine vision for sheet surface inspection',
        '板材表面检测机器视觉系统',
      ),
      person(
        L('Команда Северо-Западного горного университета', 'North-West Mining University team', '西北矿业大学团队'),
        'цифровой паспорт плавки',
        'a digital heat passport',
        '炉次数字档案',
      ),
      person(
        L('Команда Волжского политехнического университета', 'Volga Polytechnic University team', '伏尔加理工大学团队'),
        'умная вентиляция литейного цеха',
        'smart ventilation for a foundry shop',
        '铸造车间智能通风',
      ),
    ],
  ],
  [
    2026,
    [
      person(
        L('Команда Сибирского технического университета', 'Siberian Technical University team', '西伯利亚技术大学团队'),
        'оптимизация раскроя на складе металлоцентра (кейс «Ладоги»)',
        'cutting optimisation at a service centre warehouse (Ladoga case)',
        '金属服务中心仓库下料优化（拉多加案例）',
      ),
      person(
        L('Команда Уральского института металлургии', 'Ural Institute of Metallurgy team', '乌拉尔冶金学院团队'),
        'лабораторная установка водородного восстановления окатышей',
        'a lab rig for hydrogen reduction of pellets',
        '球团氢还原实验装置',
      ),
      person(
        L('Команда Северо-Западного горного университета', 'North-West Mining University team', '西北矿业大学团队'),
        'мобильное приложение для обходов оборудования',
        'a mobile app for equipment inspection rounds',
        '设备巡检移动应用',
      ),
    ],
  ],
];

const VIDEO_YEARS: [number, Entry[], string?][] = [
  [
    2024,
    [
      person(
        L('Алексей Королёв, Липецк', 'Alexey Korolev, Lipetsk', '阿列克谢·科罗廖夫，利佩茨克'),
        'видео «Сталь рождается ночью»',
        'video “Steel is born at night”',
        '视频《钢铁在夜里诞生》',
      ),
      person(
        L('Ольга Миронова, Новокузнецк', 'Olga Mironova, Novokuznetsk', '奥尔加·米罗诺娃，新库兹涅茨克'),
        'видео «Как мы катаем рельсы»',
        'video “How we roll rails”',
        '视频《我们如何轧制钢轨》',
      ),
      person(
        L('Игорь Сафин, Магнитогорск', 'Igor Safin, Magnitogorsk', '伊戈尔·萨芬，马格尼托哥尔斯克'),
        'видео «Профессия — вальцовщик»',
        'video “Job title: roller”',
        '视频《职业：轧钢工》',
      ),
    ],
  ],
  [
    2025,
    [
      person(
        L('Анна Белова, Челябинск', 'Anna Belova, Chelyabinsk', '安娜·别洛娃，车里雅宾斯克'),
        'видео «Труба длиной в жизнь»',
        'video “A pipe as long as a life”',
        '视频《一生的管道》',
      ),
      person(
        L('Руслан Гарипов, Казань', 'Ruslan Garipov, Kazan', '鲁斯兰·加里波夫，喀山'),
        'видео «Лаборатория, где проверяют металл»',
        'video “The lab where metal is tested”',
        '视频《检验金属的实验室》',
      ),
      person(
        L('Мария Лесных, Выкса', 'Maria Lesnykh, Vyksa', '玛丽亚·列斯内赫，维克萨'),
        'видео «Кран-балка и я»',
        'video “The overhead crane and me”',
        '视频《我和桥式起重机》',
      ),
    ],
    'https://t.me/metallindustria_expo/1184',
  ],
  [
    2026,
    [
      person(
        L('Павел Воронин, Старый Оскол', 'Pavel Voronin, Stary Oskol', '帕维尔·沃罗宁，旧奥斯科尔'),
        'видео «Восемь часов у печи»',
        'video “Eight hours at the furnace”',
        '视频《炉前八小时》',
      ),
      person(
        L('Екатерина Дмитриева, Екатеринбург', 'Ekaterina Dmitrieva, Yekaterinburg', '叶卡捷琳娜·德米特里耶娃，叶卡捷琳堡'),
        'видео «Металл под микроскопом»',
        'video “Metal under the microscope”',
        '视频《显微镜下的金属》',
      ),
      person(
        L('Тимур Ахметов, Набережные Челны', 'Timur Akhmetov, Naberezhnye Chelny', '帖木儿·艾哈迈托夫，纳贝列日内切尔内'),
        'видео «Сварщик — это звучит гордо»',
        'video “Welder is a proud title”',
        '视频《焊工，一个骄傲的称号》',
      ),
    ],
  ],
];

export const LAUREATES: Record<string, LaureateYear[]> = {
  'zolotoy-slitok': categoryYears(INGOT_CATEGORIES, 2023),
  'innovations-metalworking': categoryYears(INNOVATION_CATEGORIES, 2023),
  'best-stand': standYears(),
  'future-metallurgy': STUDENT_YEARS.map(([year, entries]) => ({
    year,
    title: winnersTitle(year),
    text: page([{ heading: placesHeading, entries }]),
  })),
  'young-metallurgists': VIDEO_YEARS.map(([year, entries, redirect]) => ({
    year,
    // The 2025 finalists were published as a playlist in the show's channel, so that year links out.
    title: redirect
      ? L(`Финалисты ${year} года — смотреть видео`, `Finalists of ${year} — watch the videos`, `${year}年入围作品——观看视频`)
      : winnersTitle(year),
    text: page([{ heading: placesHeading, entries }]),
    ...(redirect ? { redirect } : {}),
  })),
};
