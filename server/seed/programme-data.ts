/** The words the business programme is made of: formats, themes, rooms and organisers, in three languages. */
import type { Localized } from '../db/schema';
import { L } from './localized';

/** '%' is the theme. */
export const eventFormats: readonly Localized[] = [
  L('Конференция «%»', 'Conference “%”', '“%”会议'),
  L('Круглый стол «%»', 'Round table “%”', '“%”圆桌会议'),
  L('Мастер-класс «%»', 'Master class “%”', '“%”大师课'),
  L('Панельная дискуссия «%»', 'Panel discussion “%”', '“%”专题讨论'),
  L('Семинар «%»', 'Seminar “%”', '“%”研讨会'),
  L('Стратегическая сессия «%»', 'Strategy session “%”', '“%”战略会议'),
  L('Технический воркшоп «%»', 'Technical workshop “%”', '“%”技术工作坊'),
  L('Экспертная сессия «%»', 'Expert session “%”', '“%”专家会议'),
];

/** Themes with the index of the organiser (in organisers below) that runs them. */
export const eventThemes: readonly [theme: Localized, organiser: number][] = [
  [
    L('Рынок сортового проката: итоги года и прогноз', 'Long products market: the year in review and outlook', '长材市场：年度回顾与展望'),
    3,
  ],
  [L('Листовой прокат для машиностроения', 'Flat products for mechanical engineering', '机械制造用板材'), 4],
  [L('Трубы для нефтегазового комплекса', 'Pipes for the oil and gas industry', '油气行业用管材'), 8],
  [L('Металлолом: сбор, сортировка, экспорт', 'Scrap: collection, sorting and export', '废钢：回收、分选与出口'), 6],
  [
    L(
      'Цифровая металлургия и промышленный интернет вещей',
      'Digital metallurgy and the industrial internet of things',
      '数字冶金与工业物联网',
    ),
    5,
  ],
  [
    L(
      'Искусственный интеллект в управлении прокатным станом',
      'Artificial intelligence in rolling-mill control',
      '人工智能在轧机控制中的应用',
    ),
    5,
  ],
  [L('Снижение углеродного следа в сталеплавильном производстве', 'Cutting the carbon footprint of steelmaking', '降低炼钢碳足迹'), 1],
  [L('Водородная металлургия: от пилота к промышленности', 'Hydrogen metallurgy: from pilot to industry', '氢冶金：从试点到工业化'), 11],
  [L('Сервисные металлоцентры: новые модели продаж', 'Metal service centres: new sales models', '金属服务中心：新的销售模式'), 6],
  [L('Логистика металлопродукции в Евразии', 'Steel logistics across Eurasia', '欧亚地区钢材物流'), 9],
  [L('Сварка высокопрочных сталей', 'Welding high-strength steels', '高强度钢焊接'), 2],
  [L('Лазерная резка толстого листа', 'Laser cutting of heavy plate', '厚板激光切割'), 4],
  [L('Огнеупоры для конвертеров и ковшей', 'Refractories for converters and ladles', '转炉和钢包用耐火材料'), 1],
  [L('Алюминий в строительстве и транспорте', 'Aluminium in construction and transport', '铝在建筑和交通中的应用'), 1],
  [L('Медь и кабельная промышленность', 'Copper and the cable industry', '铜与电缆工业'), 3],
  [L('Титановые сплавы для авиации', 'Titanium alloys for aviation', '航空用钛合金'), 11],
  [L('Порошковая металлургия и аддитивные технологии', 'Powder metallurgy and additive manufacturing', '粉末冶金与增材制造'), 5],
  [L('Неразрушающий контроль проката', 'Non-destructive testing of rolled products', '轧材无损检测'), 4],
  [L('Защита металлоконструкций от коррозии', 'Corrosion protection of steel structures', '钢结构防腐'), 1],
  [L('Стальное строительство: мосты и каркасы', 'Steel construction: bridges and frames', '钢结构建筑：桥梁与框架'), 2],
  [L('Экспорт металлопродукции в страны Азии', 'Exporting steel products to Asia', '钢材产品出口亚洲'), 9],
  [L('Российско-китайское сотрудничество в металлургии', 'Russian–Chinese cooperation in metallurgy', '中俄冶金合作'), 9],
  [L('Импортозамещение металлургического оборудования', 'Domestic alternatives to imported metallurgical equipment', '冶金设备国产化'), 0],
  [L('Станкостроение: новые обрабатывающие центры', 'Machine tools: new machining centres', '机床制造：新型加工中心'), 4],
  [L('Кадры для металлургии: подготовка инженеров', 'People for metallurgy: training engineers', '冶金人才：工程师培养'), 11],
  [L('Промышленная безопасность на металлургических предприятиях', 'Industrial safety at steel plants', '冶金企业工业安全'), 10],
  [L('Ценообразование на рынке металлов', 'Price formation in metal markets', '金属市场定价机制'), 3],
  [L('Биржевая торговля металлами', 'Exchange trading in metals', '金属交易所交易'), 6],
  [L('Нержавеющая сталь: рынок и технологии', 'Stainless steel: market and technology', '不锈钢：市场与技术'), 1],
  [L('Метизы и крепёж для инфраструктуры', 'Hardware and fasteners for infrastructure', '基础设施用五金与紧固件'), 1],
  [L('Литейное производство: автоматизация формовки', 'Foundry: automated moulding', '铸造：造型自动化'), 7],
  [L('Энергоэффективность прокатных станов', 'Energy efficiency of rolling mills', '轧机能效'), 4],
  [L('Цифровые платформы закупок металлопроката', 'Digital procurement platforms for rolled steel', '钢材数字化采购平台'), 6],
  [L('Финансирование модернизации металлургических заводов', 'Financing the modernisation of steel plants', '钢厂改造融资'), 3],
  [L('Стандартизация и сертификация металлопродукции', 'Standards and certification of steel products', '钢材产品标准化与认证'), 1],
  [L('Горячее цинкование: качество и экология', 'Hot-dip galvanizing: quality and environment', '热镀锌：质量与环保'), 1],
  [L('Проволока и канаты: новые марки сталей', 'Wire and ropes: new steel grades', '钢丝与钢丝绳：新钢种'), 1],
  [L('Бесшовные трубы: технологии прошивки', 'Seamless pipes: piercing technology', '无缝钢管：穿孔工艺'), 8],
  [L('Рециклинг алюминия', 'Aluminium recycling', '铝回收'), 6],
  [L('Роботизация сварочных производств', 'Robotic welding shops', '焊接车间机器人化'), 2],
  [L('Машинное зрение в контроле качества', 'Machine vision in quality control', '机器视觉在质量控制中的应用'), 5],
  [L('Металлургия Урала и Сибири', 'Metallurgy of the Urals and Siberia', '乌拉尔和西伯利亚冶金'), 3],
  [L('Малые металлургические заводы', 'Mini-mills', '小型钢厂'), 1],
  [L('Женщины в металлургии', 'Women in metallurgy', '冶金行业中的女性'), 0],
  [L('Молодые инженеры отрасли', 'Young engineers of the industry', '行业青年工程师'), 11],
  [L('Транспортное машиностроение и спрос на металл', 'Transport engineering and steel demand', '交通装备制造与钢材需求'), 3],
  [L('Судостроительная сталь', 'Shipbuilding steel', '船舶用钢'), 4],
  [L('Металл для энергетики', 'Steel for the power industry', '能源行业用钢'), 8],
  [L('Складские технологии металлобаз', 'Warehouse technology for steel stockholders', '钢材仓库技术'), 6],
  [L('Экологичная переработка шлаков', 'Environmentally sound slag processing', '炉渣环保处理'), 1],
];

/**
 * Events every exhibition has, in the main hall: [day (-1 is the last day), slot of that day ('last' is
 * the day's final slot), name].
 */
export const ceremonies: readonly [day: number, slot: number | 'last', name: Localized][] = [
  [0, 0, L('Торжественное открытие выставки «Металл-Индустрия»', 'Opening ceremony of Metal-Industry', '“金属工业”展会开幕式')],
  [
    0,
    1,
    L(
      'Пленарное заседание «Металлургия: новые рынки и технологии»',
      'Plenary session “Metallurgy: new markets and technologies”',
      '全体会议“冶金：新市场与新技术”',
    ),
  ],
  [1, 0, L('Биржа деловых контактов с китайскими компаниями', 'B2B meetings with Chinese companies', '与中国企业的商务对接会')],
  [
    1,
    'last',
    L(
      'Церемония награждения конкурса «Металл в архитектуре»',
      'Award ceremony of the Metal in Architecture contest',
      '“建筑中的金属”竞赛颁奖典礼',
    ),
  ],
  [
    2,
    0,
    L(
      'Биржа деловых контактов «Закупки металлургических холдингов»',
      'B2B meetings: procurement by steel groups',
      '商务对接会：钢铁集团采购',
    ),
  ],
  [
    2,
    'last',
    L(
      'Церемония награждения победителей конкурса «Лучший экспонат»',
      'Award ceremony of the Best Exhibit contest',
      '“最佳展品”竞赛颁奖典礼',
    ),
  ],
  [-1, 0, L('Ярмарка вакансий металлургических предприятий', 'Job fair of steel companies', '冶金企业招聘会')],
  [-1, 'last', L('Подведение итогов выставки', 'Closing session of the exhibition', '展会总结会')],
];

export const mainRooms: readonly Localized[] = [
  L('Конференц-зал «Северный», павильон 1', 'Severny Conference Hall, Hall 1', '1号馆北方会议厅'),
  L('Конференц-зал «Металл», павильон 2', 'Metal Conference Hall, Hall 2', '2号馆金属会议厅'),
  L('Зал круглых столов, павильон 3', 'Round Table Room, Hall 3', '3号馆圆桌会议室'),
  L('Презентационная площадка, павильон 4', 'Presentation Stage, Hall 4', '4号馆推介舞台'),
  L('Зона мастер-классов, павильон 2', 'Master Class Area, Hall 2', '2号馆大师课区'),
];

/** Meeting rooms 1.1 … 4.5, used when a large programme fills the main rooms. */
export const extraRooms: readonly Localized[] = [1, 2, 3, 4].flatMap((hall) =>
  [1, 2, 3, 4, 5].map((room) =>
    L(`Зал ${hall}.${room}, павильон ${hall}`, `Room ${hall}.${room}, Hall ${hall}`, `${hall}号馆${hall}.${room}会议室`),
  ),
);

export const organisers: readonly Localized[] = [
  L('Дирекция выставки «Металл-Индустрия»', 'Metal-Industry exhibition directorate', '“金属工业”展会组委会'),
  L('Ассоциация «Сталь и сплавы»', 'Steel and Alloys Association', '“钢铁与合金”协会'),
  L('Отраслевой союз сварщиков', 'Welders’ Industry Union', '焊接行业联盟'),
  L('Журнал «Металлург сегодня»', 'Metallurgist Today magazine', '《今日冶金》杂志'),
  L('Научно-технический центр «ПрокатТех»', 'ProkatTech Research and Engineering Centre', '“轧材技术”科技中心'),
  L('Институт цифровой металлургии', 'Institute of Digital Metallurgy', '数字冶金研究所'),
  L('Деловой клуб «Металлобаза»', 'Metallobaza Business Club', '“金属基地”商务俱乐部'),
  L('Ассоциация литейщиков «Литпром»', 'Litprom Foundry Association', '“铸造工业”铸造协会'),
  L('Союз производителей трубной продукции «Трубный форум»', 'Pipe Forum Producers’ Union', '“管材论坛”管材生产商联盟'),
  L('Китайско-российская торговая палата металлургии', 'Chinese–Russian Metallurgy Chamber of Commerce', '中俄冶金商会'),
  L('Отраслевой центр охраны труда «Безопасный цех»', 'Safe Shop Occupational Safety Centre', '“安全车间”劳动保护中心'),
  L(
    'Кафедра металлургии стали Среднеуральского политехникума',
    'Steelmaking Department, Middle Urals Polytechnic',
    '中乌拉尔理工学校炼钢教研室',
  ),
];
