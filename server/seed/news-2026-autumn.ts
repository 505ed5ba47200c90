/** News of August–November 2026: Metal-Industry 2026 and the opening of the 2027 campaign. */
import { pastShowTexts } from './demo-catalogue';
import type { NewsSeed } from './news';

/** The 2026 show's figures, as its catalogue, programme and press release have them (one tap from the news). */
const SHOW = pastShowTexts(2026);

export const NEWS_2026_AUTUMN: NewsSeed[] = [
  {
    at: '2026-08-18T10:00:00',
    picture: 'hall',
    ru: {
      title: 'Продано 80% выставочной площади',
      lead: 'За три месяца до открытия «Металл-Индустрии 2026» свободными остаются стенды в павильонах 3 и 4.',
      caption: 'Павильон 3 на выставке 2025 года',
      body: [
        'Участие подтвердили ведущие металлургические и трубные компании. Быстрее всего был распродан павильон 1, где традиционно размещаются металлургические комбинаты и трубные заводы.',
        'Компании, которые планируют участие, могут подать заявку на сайте — менеджеры подберут свободные варианты стендов.',
      ],
    },
    en: {
      title: '80% of the exhibition space sold',
      lead: 'Three months before Metal-Industry 2026 opens, stands are still available in halls 3 and 4.',
      caption: 'Hall 3 at the 2025 show',
      body: [
        'Leading steel and pipe companies have confirmed their participation. Hall 1, traditionally home to steel works and pipe plants, sold out first.',
        'Companies planning to take part can apply on the website, and our managers will suggest available stands.',
      ],
    },
    zh: {
      title: '展览面积已售出80%',
      lead: '距“金属工业 2026”开幕还有三个月，3号馆和4号馆仍有展位。',
      caption: '2025年展会的3号馆',
      body: [
        '多家领先的钢铁和管材企业已确认参展。传统上安排钢铁联合企业和管材厂的1号馆最先售罄。',
        '有意参展的企业可在网站提交申请，我们的经理将为您推荐可选展位。',
      ],
    },
  },
  {
    at: '2026-09-08T11:00:00',
    picture: 'conference',
    ru: {
      title: `Деловая программа 2026 года: ${SHOW.events.ru} за четыре дня`,
      lead: 'Впервые в программе — отдельный день кадров и образования для металлургической отрасли.',
      caption: 'Пленарная сессия выставки 2025 года',
      body: [
        'Пленарная сессия «Металлургия 2030: спрос, технологии, люди» откроет деловую программу 10 ноября. В последующие дни пройдут конференции по трубной продукции, цветным металлам, металлоторговле и цифровому производству.',
        'Полное расписание с указанием залов опубликовано в разделе «Деловая программа». Добавляйте мероприятия в избранное в личном кабинете, чтобы не пропустить интересные сессии.',
      ],
    },
    en: {
      title: `Business programme 2026: ${SHOW.events.en} in four days`,
      lead: 'For the first time the programme includes a dedicated careers and education day for metallurgy.',
      caption: 'Plenary session of the 2025 show',
      body: [
        'The plenary session “Metallurgy 2030: demand, technology, people” opens the programme on 10 November. The following days bring conferences on pipes, non-ferrous metals, metal trade and digital production.',
        'The full schedule with rooms is in the Business programme section. Add events to your favourites in the personal area so you do not miss the sessions you care about.',
      ],
    },
    zh: {
      title: `2026年商务活动：四天${SHOW.events.zh}`,
      lead: '活动日程首次设立冶金行业人才与教育专题日。',
      caption: '2025年展会全体会议',
      body: [
        '主题为“冶金2030：需求、技术、人才”的全体会议将于11月10日拉开商务活动序幕。随后几天将举办管材、有色金属、金属贸易和数字化生产等专题会议。',
        '包含会场信息的完整日程已在“商务活动”栏目发布。您可以在个人账户中收藏活动，以免错过感兴趣的会议。',
      ],
    },
  },
  {
    at: '2026-09-29T10:00:00',
    picture: 'hall',
    ru: {
      title: 'Открыта регистрация посетителей «Металл-Индустрии 2026»',
      lead: 'Получите электронный билет заранее и проходите на выставку без очереди.',
      caption: 'Посетители выставки 2025 года',
      body: [
        'Регистрация на сайте бесплатна и занимает пару минут. После неё электронный билет появится в личном кабинете, а там же можно составить свой план посещения деловой программы.',
        'Для групп от 10 человек — студентов профильных вузов и сотрудников предприятий — доступна коллективная регистрация через дирекцию выставки.',
      ],
    },
    en: {
      title: 'Visitor registration for Metal-Industry 2026 is open',
      lead: 'Get your e-ticket in advance and walk in without queuing.',
      caption: 'Visitors at the 2025 show',
      body: [
        'Registration on the website is free and takes a couple of minutes. Your e-ticket then appears in the personal area, where you can also plan your visits to the business programme.',
        'Groups of 10 or more — students of technical universities or company staff — can be registered together through the organisers.',
      ],
    },
    zh: {
      title: '“金属工业 2026”观众注册开放',
      lead: '提前获取电子门票，入场无需排队。',
      caption: '2025年展会的观众',
      body: [
        '网站注册免费，只需几分钟。注册后电子门票会出现在个人账户中，您还可以在那里制定参加商务活动的计划。',
        '10人以上的团体（专业院校学生或企业员工）可通过展会主办方办理集体注册。',
      ],
    },
  },
  {
    at: '2026-10-13T12:00:00',
    picture: 'hall',
    ru: {
      title: 'Конкурс «Лучший стенд»: критерии оценки и состав жюри',
      lead: 'Жюри оценит стенды по дизайну, информативности и работе персонала.',
      caption: 'Стенды участников конкурса 2025 года',
      body: [
        'В жюри вошли архитекторы выставочных пространств, представители отраслевых СМИ и дирекции выставки. Стенды оцениваются в трёх категориях: до 36 кв. м, от 36 до 100 кв. м и более 100 кв. м.',
        '<ul><li>архитектурное и дизайнерское решение;</li><li>наглядность представления продукции;</li><li>работа персонала с посетителями;</li><li>экологичность и повторное использование конструкций.</li></ul>',
        'Отдельной заявки не требуется: в конкурсе участвуют все стенды выставки.',
      ],
    },
    en: {
      title: 'Best Stand contest: criteria and jury',
      lead: 'The jury will judge stands on design, information and staff.',
      caption: 'Contest stands at the 2025 show',
      body: [
        'The jury includes exhibition architects, trade media and the organisers. Stands are judged in three size classes: up to 36 sq m, 36 to 100 sq m and over 100 sq m.',
        '<ul><li>architecture and design;</li><li>clear presentation of products;</li><li>how staff work with visitors;</li><li>sustainability and reuse of structures.</li></ul>',
        'No entry is needed: every stand at the show takes part.',
      ],
    },
    zh: {
      title: '“最佳展台”竞赛：评审标准和评委会',
      lead: '评委会将从设计、信息呈现和工作人员表现等方面评审展台。',
      caption: '2025年参赛展台',
      body: [
        '评委会由展览空间建筑师、行业媒体和展会主办方代表组成。展台按面积分为三个组别：36平方米以下、36至100平方米、100平方米以上。',
        '<ul><li>建筑与设计方案；</li><li>产品展示的直观性；</li><li>工作人员与观众的互动；</li><li>环保性及结构的可重复利用。</li></ul>',
        '无需单独报名：展会所有展台均自动参赛。',
      ],
    },
  },
  {
    at: '2026-10-27T10:00:00',
    picture: 'hall',
    ru: {
      title: 'Бесплатные шаттлы от метро в дни выставки',
      lead: 'Автобусы будут курсировать от станции метро «Северный проспект» каждые 10 минут.',
      caption: 'Посетители в первый день выставки 2025 года',
      body: [
        'С 10 по 13 ноября бесплатные автобусы будут ходить с 9:00 до 19:00 от выхода № 2 станции метро «Северный проспект» до главного входа МВЦ «Северный». Время в пути — около 7 минут.',
        'Для тех, кто приедет на автомобиле, откроется дополнительная парковка на 600 мест. Подробная схема проезда — на странице «Как добраться».',
      ],
    },
    en: {
      title: 'Free shuttles from the metro during the show',
      lead: 'Buses will run from Severny Prospekt metro station every 10 minutes.',
      caption: 'Visitors on the first day of the 2025 show',
      body: [
        'From 10 to 13 November free buses run from 9:00 to 19:00 between exit 2 of Severny Prospekt metro station and the main entrance of the Severny Exhibition Centre. The ride takes about 7 minutes.',
        'An extra car park with 600 spaces opens for visitors coming by car. A detailed map is on the “Getting there” page.',
      ],
    },
    zh: {
      title: '展会期间地铁站免费接驳车',
      lead: '接驳车将从“北方大街”地铁站出发，每10分钟一班。',
      caption: '2025年展会首日的观众',
      body: [
        '11月10日至13日，每天9:00至19:00，免费巴士往返于“北方大街”地铁站2号出口和北方展览中心主入口之间，车程约7分钟。',
        '驾车前来的观众可使用新增的600个车位的停车场。详细交通路线请见“交通指南”页面。',
      ],
    },
  },
  {
    at: '2026-11-10T12:00:00',
    picture: 'ceremony',
    ru: {
      title: 'Открылась 32-я выставка «Металл-Индустрия 2026»',
      lead: `Компании ${SHOW.countries.ru} представили новинки металлургии и металлообработки.`,
      caption: 'Церемония открытия выставки 2026 года',
      body: [
        `На церемонии открытия директор выставки Андрей Лебедев отметил, что в выставке участвуют компании ${SHOW.countries.ru}, а экспозиция заняла 42 000 кв. м.`,
        'В первый день на стендах подписаны соглашения о поставках проката для мостостроения и о локализации производства сварочного оборудования. Выставка работает до 13 ноября.',
      ],
    },
    en: {
      title: 'The 32nd Metal-Industry 2026 exhibition opens',
      lead: `Companies ${SHOW.countries.en} are showing what is new in metallurgy and metalworking.`,
      caption: 'Opening ceremony of the 2026 show',
      body: [
        `At the opening ceremony exhibition director Andrey Lebedev noted that companies ${SHOW.countries.en} are taking part, and the exhibition covers 42,000 sq m.`,
        'On the first day agreements were signed at the stands on supplying plate for bridge building and on localising the production of welding equipment. The show runs until 13 November.',
      ],
    },
    zh: {
      title: '第32届“金属工业 2026”展览会开幕',
      lead: `${SHOW.countries.zh}的企业展示冶金和金属加工领域的新产品。`,
      caption: '2026年展会开幕式',
      body: [
        `展会总监安德烈·列别杰夫在开幕式上指出，展会迎来${SHOW.countries.zh}的企业，展出面积达42000平方米。`,
        '开幕首日，各展台签署了桥梁用钢板供货协议和焊接设备本地化生产协议。展会将持续到11月13日。',
      ],
    },
  },
  {
    at: '2026-11-12T17:00:00',
    picture: 'ceremony',
    ru: {
      title: 'Объявлены победители видеоконкурса «Молодые металлурги»',
      lead: 'Первое место занял ролик о работе сталевара электросталеплавильного цеха.',
      caption: 'Награждение победителей видеоконкурса',
      body: [
        'На конкурс поступило 142 видео из 38 городов. Жюри отметило высокий уровень работ и то, что многие участники впервые показали своё производство изнутри.',
        'Победители получили призы от партнёров выставки, а все ролики-финалисты доступны на странице конкурса.',
      ],
    },
    en: {
      title: 'Young Metallurgists video contest winners announced',
      lead: 'First place went to a video about a steelmaker in an electric arc furnace shop.',
      caption: 'Awarding the video contest winners',
      body: [
        'The contest received 142 videos from 38 cities. The jury praised the quality of the entries and the fact that many entrants showed their plants from the inside for the first time.',
        'The winners received prizes from the show’s partners, and all finalist videos are on the contest page.',
      ],
    },
    zh: {
      title: '“青年冶金人”视频竞赛获奖者揭晓',
      lead: '一段讲述电炉炼钢车间炼钢工工作的视频获得第一名。',
      caption: '视频竞赛颁奖现场',
      body: [
        '本次竞赛共收到来自38个城市的142部视频。评委会高度评价了作品水平，许多参赛者首次从内部展示了自己的工厂。',
        '获奖者获得了展会合作伙伴提供的奖品，所有入围视频均可在竞赛页面观看。',
      ],
    },
  },
  {
    at: '2026-11-16T15:00:00',
    picture: 'hall',
    ru: {
      title: `Итоги «Металл-Индустрии 2026»: ${SHOW.exhibitors.ru} и ${SHOW.visitors.ru} посетителей`,
      lead: 'Выставка вновь обновила рекорды по числу участников, посетителей и площади.',
      caption: 'Павильон 2 в дни выставки',
      body: [
        `За четыре дня выставку посетили ${SHOW.visitors.ru} специалистов. Свою продукцию на площади 42 000 кв. м представили ${SHOW.companies.ru}, а деловая программа включила ${SHOW.events.ru}.`,
        'Победители конкурса «Золотой слиток» в четырёх номинациях названы на церемонии награждения, полный список опубликован на странице конкурса. Фотоотчёт доступен в разделе «Медиа».',
      ],
    },
    en: {
      title: `Metal-Industry 2026 in figures: ${SHOW.exhibitors.en} and ${SHOW.visitors.en} visitors`,
      lead: 'The show again set records for exhibitors, visitors and floor area.',
      caption: 'Hall 2 during the show',
      body: [
        `Over four days ${SHOW.visitors.en} professionals visited the show. ${SHOW.companies.en} exhibited on 42,000 sq m, and the business programme included ${SHOW.events.en}.`,
        'The Golden Ingot winners in four categories were named at the awards ceremony; the full list is on the contest page. The photo report is in the Media section.',
      ],
    },
    zh: {
      title: `“金属工业 2026”总结：${SHOW.exhibitors.zh}，${SHOW.visitors.zh}名观众`,
      lead: '展会的参展商数量、观众人数和展出面积再创纪录。',
      caption: '展会期间的2号馆',
      body: [
        `四天内共有${SHOW.visitors.zh}名专业观众参观展会。${SHOW.companies.zh}在42000平方米的展区展示产品，商务活动共举办${SHOW.figures.events}场。`,
        '“金锭奖”四个类别的获奖者已在颁奖典礼上揭晓，完整名单已在竞赛页面公布。图片报道请见“媒体”栏目。',
      ],
    },
  },
  {
    at: '2026-11-19T11:00:00',
    picture: 'hall',
    ru: {
      title: 'Открыта регистрация на «Металл-Индустрию 2027»',
      lead: '33-я выставка пройдёт с 9 по 12 ноября 2027 года. Участники 2026 года могут забронировать стенды на прежних местах.',
      caption: 'Вид на павильон 1 с галереи',
      body: [
        'Дирекция открыла приём заявок экспонентов и регистрацию посетителей на выставку 2027 года. До 1 марта участники прошлой выставки сохраняют приоритет при выборе места.',
        'Тематика выставки дополнится разделом «Промышленная логистика и складские решения» — по просьбам металлоторговых компаний.',
      ],
    },
    en: {
      title: 'Registration for Metal-Industry 2027 is open',
      lead: 'The 33rd exhibition takes place on 9–12 November 2027. Exhibitors of 2026 can book stands in their previous locations.',
      caption: 'View of hall 1 from the gallery',
      body: [
        'The organisers have opened exhibitor applications and visitor registration for the 2027 show. Until 1 March last year’s exhibitors keep priority in choosing their location.',
        'At the request of metal traders the show adds a new section on industrial logistics and warehousing.',
      ],
    },
    zh: {
      title: '“金属工业 2027”开放注册',
      lead: '第33届展会将于2027年11月9日至12日举行。2026年的参展商可预订原有位置的展位。',
      caption: '从回廊俯瞰1号馆',
      body: [
        '主办方已开放2027年展会的参展申请和观众注册。3月1日前，上届参展商享有优先选择展位的权利。',
        '应金属贸易企业的要求，展会将新增“工业物流与仓储解决方案”展区。',
      ],
    },
  },
];
