/**
 * What kinds of companies exhibit at a metallurgy show, and the words their names and descriptions are
 * built from, in the three languages. Topic ids are those of seed/topics.ts (T-101 … T-132).
 */
import type { Localized } from '../db/schema';
import { L } from './localized';

export type CompanyKind = {
  key: string;
  /** Relative share in the catalogue. */
  weight: number;
  /** The first topic is always given; one to three of the others are added. */
  topics: readonly string[];
  /** Russian-style brand endings ("Урал" + "прокат"). */
  roots: readonly Localized[];
  /** International name endings ("Jiangsu Hengda" + "Steel"). */
  industries: readonly Localized[];
  /** Plant names ("Верхнекамский" + "трубный завод"); absent for traders and services. */
  plants: readonly Localized[];
  descriptions: readonly Localized[];
};

export const companyKinds: readonly CompanyKind[] = [
  {
    key: 'steel-mill',
    weight: 10,
    topics: ['T-103', 'T-102', 'T-101', 'T-105', 'T-104'],
    roots: [L('сталь', 'stal', '钢铁'), L('прокат', 'prokat', '轧材')],
    industries: [L('Стил', 'Steel', '钢铁'), L('Айрон энд Стил', 'Iron and Steel', '钢铁集团')],
    plants: [
      L('металлургический комбинат', 'Metallurgical Works', '冶金联合企业'),
      L('электрометаллургический завод', 'Electric Steel Plant', '电炉钢厂'),
    ],
    descriptions: [
      L(
        'Полный металлургический цикл: выплавка стали, непрерывная разливка и прокат. Выпускает сортовой и листовой прокат для строительства и машиностроения.',
        'A full-cycle steelmaker: melting, continuous casting and rolling. Long and flat products for construction and mechanical engineering.',
        '全流程钢铁企业：炼钢、连铸和轧制，生产用于建筑和机械制造的长材和板材。',
      ),
      L(
        'Производит горячекатаный и холоднокатаный лист, рулонную сталь с полимерным покрытием и арматуру класса А500С.',
        'Makes hot-rolled and cold-rolled sheet, pre-painted coil and A500C rebar.',
        '生产热轧和冷轧板、彩涂卷板以及A500C级螺纹钢。',
      ),
    ],
  },
  {
    key: 'pipe-plant',
    weight: 8,
    topics: ['T-114', 'T-115', 'T-116'],
    roots: [L('трубпром', 'trubprom', '管业'), L('труба', 'truba', '钢管')],
    industries: [L('Пайп', 'Pipe', '管业'), L('Тьюб Системс', 'Tube Systems', '管道系统')],
    plants: [L('трубный завод', 'Pipe Plant', '钢管厂'), L('трубопрокатный завод', 'Tube Rolling Plant', '轧管厂')],
    descriptions: [
      L(
        'Бесшовные и электросварные трубы диаметром от 10 до 530 мм для нефтегазовой отрасли, энергетики и ЖКХ.',
        'Seamless and electric-welded pipes from 10 to 530 mm in diameter for oil and gas, power and utilities.',
        '生产直径10至530毫米的无缝钢管和电焊钢管，服务于油气、能源和市政行业。',
      ),
      L(
        'Выпускает профильные трубы, отводы, тройники и фланцы; собственная линия антикоррозионной изоляции.',
        'Produces hollow sections, elbows, tees and flanges, with its own anti-corrosion coating line.',
        '生产方矩管、弯头、三通和法兰，拥有自有防腐涂层生产线。',
      ),
    ],
  },
  {
    key: 'metal-trader',
    weight: 12,
    topics: ['T-127', 'T-128', 'T-129', 'T-102', 'T-103'],
    roots: [L('металлторг', 'metalltorg', '金属贸易'), L('снаб', 'snab', '供应'), L('металлсервис', 'metallservis', '金属服务')],
    industries: [L('Металс Трейдинг', 'Metals Trading', '金属贸易'), L('Стил Сапплай', 'Steel Supply', '钢材供应')],
    plants: [],
    descriptions: [
      L(
        'Металлобаза с ассортиментом более 8 000 позиций: сортовой и листовой прокат, трубы, нержавеющая сталь. Резка в размер и доставка собственным транспортом.',
        'A stockholder with more than 8,000 items: long and flat products, pipes and stainless steel. Cut-to-size service and delivery by its own fleet.',
        '库存8000多种规格：长材、板材、管材和不锈钢，提供定尺切割并以自有车队配送。',
      ),
      L(
        'Поставляет металлопрокат заводам и строительным компаниям, работает с отсрочкой платежа и под проектные спецификации.',
        'Supplies rolled steel to plants and builders, on deferred payment and to project specifications.',
        '为工厂和建筑企业供应钢材，可延期付款并按项目规格供货。',
      ),
    ],
  },
  {
    key: 'machine-tools',
    weight: 7,
    topics: ['T-121', 'T-126', 'T-124', 'T-125'],
    roots: [L('станкомаш', 'stankomash', '机床'), L('техмаш', 'tekhmash', '技术机械')],
    industries: [L('Машин Тул', 'Machine Tool', '机床'), L('Прешн Машинери', 'Precision Machinery', '精密机械')],
    plants: [L('станкостроительный завод', 'Machine Tool Plant', '机床厂')],
    descriptions: [
      L(
        'Токарные и фрезерные обрабатывающие центры с ЧПУ, ленточнопильные станки и установки лазерной резки листа.',
        'CNC turning and milling centres, band saws and sheet laser cutting machines.',
        '生产数控车铣加工中心、带锯床和板材激光切割机。',
      ),
      L(
        'Проектирует и модернизирует станочные линии под ключ, обучает операторов и ведёт сервис по всей стране.',
        'Designs and upgrades turnkey machining lines, trains operators and provides nationwide service.',
        '提供交钥匙机床生产线的设计和改造、操作员培训及全国服务。',
      ),
    ],
  },
  {
    key: 'welding',
    weight: 5,
    topics: ['T-122', 'T-125', 'T-124'],
    roots: [L('свар', 'svar', '焊接'), L('электрод', 'elektrod', '焊材')],
    industries: [L('Велдинг', 'Welding', '焊接'), L('Велд Текнолоджиз', 'Weld Technologies', '焊接技术')],
    plants: [L('завод сварочного оборудования', 'Welding Equipment Plant', '焊接设备厂')],
    descriptions: [
      L(
        'Инверторные источники для ручной и полуавтоматической сварки, сварочные роботы и расходные материалы.',
        'Inverter power sources for manual and MIG/MAG welding, welding robots and consumables.',
        '生产手工焊和气保焊逆变电源、焊接机器人及焊接耗材。',
      ),
      L(
        'Электроды, сварочная проволока и флюсы для мостостроения, судостроения и трубопроводов.',
        'Electrodes, welding wire and fluxes for bridges, shipbuilding and pipelines.',
        '生产用于桥梁、造船和管道的焊条、焊丝和焊剂。',
      ),
    ],
  },
  {
    key: 'refractories',
    weight: 3,
    topics: ['T-107', 'T-120', 'T-101'],
    roots: [L('огнеупор', 'ogneupor', '耐火材料')],
    industries: [L('Рефракториз', 'Refractories', '耐火材料')],
    plants: [L('завод огнеупоров', 'Refractories Plant', '耐火材料厂')],
    descriptions: [
      L(
        'Периклазоуглеродистые и алюмосиликатные изделия, бетоны и торкрет-массы для футеровки конвертеров, ковшей и печей.',
        'Magnesia-carbon and alumina-silicate bricks, castables and gunning mixes for converter, ladle and furnace linings.',
        '生产镁碳砖、硅酸铝制品、浇注料和喷补料，用于转炉、钢包和炉窑内衬。',
      ),
    ],
  },
  {
    key: 'hardware',
    weight: 5,
    topics: ['T-118', 'T-119', 'T-117'],
    roots: [L('метиз', 'metiz', '五金'), L('канат', 'kanat', '钢丝绳')],
    industries: [L('Фастенерс', 'Fasteners', '紧固件'), L('Вайр энд Роуп', 'Wire and Rope', '钢丝与钢丝绳')],
    plants: [L('метизный завод', 'Hardware Plant', '五金厂'), L('канатный завод', 'Wire Rope Plant', '钢丝绳厂')],
    descriptions: [
      L(
        'Крепёж по ГОСТ и DIN, высокопрочные болты для мостов, проволока и стальные канаты.',
        'Fasteners to GOST and DIN, high-strength bridge bolts, wire and steel ropes.',
        '生产符合GOST和DIN标准的紧固件、桥梁用高强度螺栓、钢丝和钢丝绳。',
      ),
    ],
  },
  {
    key: 'non-ferrous',
    weight: 6,
    topics: ['T-108', 'T-109', 'T-110', 'T-111', 'T-112', 'T-113'],
    roots: [L('цветмет', 'tsvetmet', '有色金属'), L('алюм', 'alyum', '铝业')],
    industries: [L('Нон-Феррос', 'Non-Ferrous', '有色金属'), L('Алюминиум', 'Aluminium', '铝业')],
    plants: [
      L('завод цветных металлов', 'Non-Ferrous Metals Plant', '有色金属厂'),
      L('завод алюминиевых сплавов', 'Aluminium Alloys Plant', '铝合金厂'),
    ],
    descriptions: [
      L(
        'Алюминиевые профили и плиты, медный и латунный прокат, порошки цветных металлов для аддитивного производства.',
        'Aluminium extrusions and plate, copper and brass products, and non-ferrous powders for additive manufacturing.',
        '生产铝型材和铝板、铜及黄铜材，以及用于增材制造的有色金属粉末。',
      ),
      L(
        'Переработка вторичного алюминия и выпуск литейных сплавов в чушках для автомобильной промышленности.',
        'Recycles secondary aluminium into foundry alloy ingots for the automotive industry.',
        '回收再生铝并生产供汽车工业使用的铸造合金锭。',
      ),
    ],
  },
  {
    key: 'foundry',
    weight: 4,
    topics: ['T-123', 'T-120', 'T-105'],
    roots: [L('лит', 'lit', '铸造'), L('литмаш', 'litmash', '铸造机械')],
    industries: [L('Фаундри', 'Foundry', '铸造'), L('Кастинг', 'Casting', '铸件')],
    plants: [L('литейный завод', 'Foundry', '铸造厂')],
    descriptions: [
      L(
        'Отливки из стали и высокопрочного чугуна массой до 12 тонн, механическая обработка и термообработка.',
        'Steel and ductile iron castings of up to 12 tonnes, with machining and heat treatment.',
        '生产单重达12吨的铸钢件和球墨铸铁件，并提供机加工和热处理。',
      ),
    ],
  },
  {
    key: 'steel-structures',
    weight: 5,
    topics: ['T-117', 'T-131', 'T-130'],
    roots: [L('металлоконструкция', 'metallokonstruktsiya', '钢结构'), L('стальмонтаж', 'stalmontazh', '钢构安装')],
    industries: [L('Стил Стракчерс', 'Steel Structures', '钢结构'), L('Констракшн Стил', 'Construction Steel', '建筑钢材')],
    plants: [L('завод металлоконструкций', 'Steel Structures Plant', '钢结构厂')],
    descriptions: [
      L(
        'Проектирование, изготовление и монтаж каркасов промышленных зданий, мостовых и башенных конструкций.',
        'Designs, fabricates and erects frames for industrial buildings, bridges and towers.',
        '承接工业厂房、桥梁和塔架钢结构的设计、制造和安装。',
      ),
    ],
  },
  {
    key: 'scrap',
    weight: 3,
    topics: ['T-106', 'T-129', 'T-127'],
    roots: [L('втормет', 'vtormet', '再生金属'), L('ломресурс', 'lomresurs', '废钢资源')],
    industries: [L('Рисайклинг', 'Recycling', '再生资源'), L('Скрэп Металс', 'Scrap Metals', '废金属')],
    plants: [],
    descriptions: [
      L(
        'Заготовка и переработка лома чёрных и цветных металлов: сеть площадок, пакетирование и поставки на металлургические заводы.',
        'Collects and processes ferrous and non-ferrous scrap: a network of yards, baling and supply to steel mills.',
        '回收加工黑色和有色废金属：拥有回收站网络，提供打包服务并向钢厂供货。',
      ),
    ],
  },
  {
    key: 'automation',
    weight: 5,
    topics: ['T-124', 'T-131', 'T-125', 'T-120'],
    roots: [L('автоматика', 'avtomatika', '自动化'), L('инжиниринг', 'inzhiniring', '工程')],
    industries: [L('Аутомейшн', 'Automation', '自动化'), L('Инжиниринг', 'Engineering', '工程')],
    plants: [],
    descriptions: [
      L(
        'Системы управления прокатными станами, цифровые двойники и промышленная аналитика для металлургических предприятий.',
        'Rolling-mill control systems, digital twins and industrial analytics for steel plants.',
        '为冶金企业提供轧机控制系统、数字孪生和工业数据分析。',
      ),
      L(
        'Неразрушающий контроль: ультразвуковые и вихретоковые дефектоскопы, системы машинного зрения для контроля поверхности проката.',
        'Non-destructive testing: ultrasonic and eddy-current flaw detectors and machine-vision surface inspection for rolled products.',
        '无损检测：超声波和涡流探伤仪，以及用于轧材表面检测的机器视觉系统。',
      ),
    ],
  },
  {
    key: 'coatings',
    weight: 3,
    topics: ['T-130', 'T-117', 'T-128'],
    roots: [L('антикор', 'antikor', '防腐'), L('цинк', 'tsink', '镀锌')],
    industries: [L('Коутингс', 'Coatings', '涂层'), L('Галвенайзинг', 'Galvanizing', '镀锌')],
    plants: [L('завод горячего цинкования', 'Hot-Dip Galvanizing Plant', '热镀锌厂')],
    descriptions: [
      L(
        'Горячее цинкование металлоконструкций в ванне длиной 13 метров, порошковая окраска и антикоррозионные составы.',
        'Hot-dip galvanizing of steelwork in a 13-metre kettle, powder coating and anti-corrosion compounds.',
        '提供13米锌锅热镀锌、粉末喷涂及防腐材料。',
      ),
    ],
  },
  {
    key: 'special-steel',
    weight: 4,
    topics: ['T-104', 'T-105', 'T-102', 'T-113'],
    roots: [L('спецсталь', 'spetsstal', '特钢'), L('сплав', 'splav', '合金')],
    industries: [L('Спешиал Стил', 'Special Steel', '特钢'), L('Эллойс', 'Alloys', '合金')],
    plants: [L('завод специальных сталей', 'Special Steels Plant', '特殊钢厂')],
    descriptions: [
      L(
        'Нержавеющие, инструментальные и жаропрочные стали; калиброванный прокат и поковки по чертежам заказчика.',
        'Stainless, tool and heat-resistant steels; bright bars and forgings to customer drawings.',
        '生产不锈钢、工具钢和耐热钢，提供冷拉材及按图锻件。',
      ),
    ],
  },
  {
    key: 'logistics',
    weight: 2,
    topics: ['T-129', 'T-127', 'T-132'],
    roots: [L('металлтранс', 'metalltrans', '金属物流'), L('логистик', 'logistik', '物流')],
    industries: [L('Лоджистикс', 'Logistics', '物流'), L('Карго', 'Cargo', '货运')],
    plants: [],
    descriptions: [
      L(
        'Перевозка металлопроката и труб железнодорожным и автомобильным транспортом, ответственное хранение на складах в трёх регионах.',
        'Rail and road haulage of rolled steel and pipes, with bonded storage at warehouses in three regions.',
        '提供钢材和管材的铁路及公路运输，在三个地区设有仓储。',
      ),
    ],
  },
];

/** Second sentences shared by all kinds; {year} and {countries} are filled in per company. */
export const companyFacts: readonly Localized[] = [
  L(
    'Работает с {year} года, поставляет продукцию в {countries} стран.',
    'In business since {year}, exporting to {countries} countries.',
    '公司成立于{year}年，产品销往{countries}个国家。',
  ),
  L(
    'Производство сертифицировано по ISO 9001 и ISO 14001.',
    'Production is certified to ISO 9001 and ISO 14001.',
    '生产已通过ISO 9001和ISO 14001认证。',
  ),
  L(
    'Собственная испытательная лаборатория и склад готовой продукции.',
    'Has its own test laboratory and finished-goods warehouse.',
    '拥有自有检测实验室和成品仓库。',
  ),
  L(
    'На стенде — новинки года и консультации технических специалистов.',
    'The stand shows this year’s new products, with engineers on hand for advice.',
    '展位展示年度新品，技术专家现场答疑。',
  ),
  L(
    'Основан в {year} году; в штате более {staff} сотрудников.',
    'Founded in {year}; employs more than {staff} people.',
    '成立于{year}年，员工超过{staff}人。',
  ),
];
