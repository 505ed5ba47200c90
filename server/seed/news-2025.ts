/** News of autumn 2025: the run-up to, the days of and the results of Metal-Industry 2025. */
import { pastShowTexts } from './demo-catalogue';
import type { NewsSeed } from './news';

/** The 2025 show's figures, as its catalogue, programme and press release have them (one tap from the news). */
const SHOW = pastShowTexts(2025);

export const NEWS_2025: NewsSeed[] = [
  {
    at: '2025-09-16T11:00:00',
    picture: 'medal-ingot',
    ru: {
      title: 'Открыт приём заявок на конкурс «Золотой слиток — 2025»',
      lead: 'Экспоненты выставки могут представить на конкурс лучшую продукцию в четырёх номинациях до 24 октября.',
      caption: 'Медаль конкурса «Золотой слиток»',
      body: [
        'Конкурс «Золотой слиток» проводится в рамках выставки «Металл-Индустрия» с 2009 года и отмечает продукцию, которая задаёт уровень качества для всей отрасли.',
        'В этом году заявки принимаются в номинациях «Металлопрокат», «Трубная продукция», «Цветные металлы и сплавы» и «Оборудование для металлургии». Участие бесплатное для всех экспонентов выставки.',
        'Экспертный совет рассмотрит заявки в начале ноября, а имена победителей объявят на церемонии награждения во второй день выставки. Положение о конкурсе и форма заявки доступны на странице конкурса.',
      ],
    },
    en: {
      title: 'Entries open for the Golden Ingot 2025 contest',
      lead: 'Exhibitors can enter their best products in four categories until 24 October.',
      caption: 'The Golden Ingot contest medal',
      body: [
        'The Golden Ingot contest has been held at Metal-Industry since 2009 and honours products that set the quality benchmark for the whole industry.',
        'This year entries are accepted in four categories: rolled products, pipes, non-ferrous metals and alloys, and metallurgical equipment. Entry is free for every exhibitor.',
        'The expert board will review the entries in early November, and the winners will be announced at the awards ceremony on the second day of the show. The contest rules and the entry form are on the contest page.',
      ],
    },
    zh: {
      title: '“金锭奖 2025”竞赛开始接受报名',
      lead: '参展商可在10月24日前以四个类别申报其最佳产品。',
      caption: '“金锭奖”竞赛奖章',
      body: [
        '“金锭奖”竞赛自2009年起在“金属工业”展会期间举办，表彰为整个行业树立质量标杆的产品。',
        '今年的参赛类别为：金属轧材、管材产品、有色金属及合金、冶金设备。所有参展商均可免费参赛。',
        '专家委员会将于11月初评审参赛材料，获奖名单将在展会第二天的颁奖典礼上公布。竞赛章程和报名表可在竞赛页面下载。',
      ],
    },
  },
  {
    at: '2025-09-30T10:30:00',
    picture: 'conference',
    ru: {
      title: 'Утверждена деловая программа «Металл-Индустрии 2025»',
      lead: `Четыре дня выставки вместят ${SHOW.events.ru}: конференции, круглые столы и технические семинары.`,
      caption: 'Конференц-зал МВЦ «Северный»',
      body: [
        'Главным событием деловой программы станет пленарная сессия «Металлургия в новых логистических реалиях», на которой руководители крупнейших комбинатов обсудят перестройку цепочек поставок.',
        'Отдельные дни посвящены трубной продукции, цветным металлам и цифровым технологиям на производстве. Для специалистов металлоторговли пройдёт традиционный форум сервисных металлоцентров.',
        '<ul><li>9 ноября — пленарная сессия и форум металлоторговли;</li><li>10 ноября — день трубной промышленности;</li><li>11 ноября — цветная металлургия и титан;</li><li>12 ноября — цифровое производство и кадры отрасли.</li></ul>',
      ],
    },
    en: {
      title: 'Metal-Industry 2025 business programme approved',
      lead: `The four days of the show will host ${SHOW.events.en}: conferences, round tables and technical seminars.`,
      caption: 'Conference hall of the Severny Exhibition Centre',
      body: [
        'The highlight of the programme is the plenary session “Metallurgy in the new logistics landscape”, where heads of the largest steel works will discuss how supply chains are being rebuilt.',
        'Separate days are devoted to pipes, non-ferrous metals and digital technology in production. Metal traders will meet at the traditional forum of metal service centres.',
        '<ul><li>9 November — plenary session and metal trade forum;</li><li>10 November — pipe industry day;</li><li>11 November — non-ferrous metals and titanium;</li><li>12 November — digital production and industry careers.</li></ul>',
      ],
    },
    zh: {
      title: '“金属工业 2025”商务活动日程确定',
      lead: `展会四天期间将举办${SHOW.events.zh}，包括会议、圆桌讨论和技术研讨会。`,
      caption: '北方展览中心会议厅',
      body: [
        '商务活动的重头戏是主题为“新物流格局下的冶金业”的全体会议，大型钢铁联合企业的负责人将探讨供应链重构问题。',
        '各专题日分别聚焦管材产品、有色金属以及生产中的数字技术。金属贸易从业者将参加传统的金属服务中心论坛。',
        '<ul><li>11月9日——全体会议和金属贸易论坛；</li><li>11月10日——管材行业日；</li><li>11月11日——有色冶金与钛；</li><li>11月12日——数字化生产与行业人才。</li></ul>',
      ],
    },
  },
  {
    at: '2025-10-14T12:00:00',
    picture: 'hall',
    ru: {
      title: 'Экспозиция «Металл-Индустрии 2025» почти сформирована',
      lead: 'За месяц до открытия экспозиция «Металл-Индустрии 2025» почти полностью сформирована.',
      caption: 'Стенды в павильоне 2',
      body: [
        `Участие подтвердили металлургические комбинаты, трубные заводы, производители оборудования и металлоторговые компании ${SHOW.countries.ru}. Около трети экспонентов примут участие в выставке впервые.`,
        'Наибольший прирост показал раздел станков и металлообработки: его площадь выросла на 18% по сравнению с прошлым годом. Свободными остаются лишь несколько стендов в павильоне 4.',
      ],
    },
    en: {
      title: 'The Metal-Industry 2025 exhibition floor is nearly complete',
      lead: 'A month before opening, the Metal-Industry 2025 exhibition floor is almost fully booked.',
      caption: 'Stands in hall 2',
      body: [
        `Steel works, pipe plants, equipment makers and metal traders ${SHOW.countries.en} have confirmed their participation. About a third of the exhibitors are coming for the first time.`,
        'The machine tools and metalworking section grew the most: its area is 18% larger than last year. Only a few stands remain available in hall 4.',
      ],
    },
    zh: {
      title: '“金属工业 2025”展区布置基本完成',
      lead: '开幕前一个月，“金属工业 2025”的展区已基本排满。',
      caption: '2号馆的展台',
      body: [
        `${SHOW.countries.zh}的钢铁联合企业、管材厂、设备制造商和金属贸易公司已确认参展，其中约三分之一为首次参展。`,
        '机床与金属加工展区增长最快，面积比去年扩大18%。目前仅4号馆还剩少量展位。',
      ],
    },
  },
  {
    at: '2025-10-28T10:00:00',
    picture: 'hall',
    ru: {
      title: 'Китайская национальная экспозиция займёт отдельный павильон',
      lead: 'Компании из Китая представят сталь, ферросплавы и оборудование для прокатного производства.',
      caption: 'Стенды китайской экспозиции на выставке 2024 года',
      body: [
        'Национальная экспозиция Китая впервые разместится в отдельном павильоне площадью 3 200 кв. м. Её участники — производители нержавеющей стали, графитированных электродов, прокатных станов и систем автоматизации.',
        'Для посетителей будет работать переводческая служба, а в рамках деловой программы пройдёт российско-китайский форум по кооперации в металлургии.',
      ],
    },
    en: {
      title: 'China national pavilion to occupy a hall of its own',
      lead: 'Chinese companies will present steel, ferroalloys and rolling mill equipment.',
      caption: 'Stands of the Chinese pavilion at the 2024 show',
      body: [
        'For the first time China’s national pavilion will take a separate hall of 3,200 sq m. Its exhibitors make stainless steel, graphite electrodes, rolling mills and automation systems.',
        'Interpreters will be on hand for visitors, and the business programme includes a Russian-Chinese forum on cooperation in metallurgy.',
      ],
    },
    zh: {
      title: '中国国家展团将独占一个展馆',
      lead: '中国企业将展示钢材、铁合金和轧制设备。',
      caption: '2024年展会上的中国展区',
      body: [
        '中国国家展团首次独立使用一个面积3200平方米的展馆，参展企业涵盖不锈钢、石墨电极、轧机和自动化系统制造商。',
        '展会现场将为观众提供翻译服务，商务活动中还将举办中俄冶金合作论坛。',
      ],
    },
  },
  {
    at: '2025-11-05T09:00:00',
    picture: 'hall',
    ru: {
      title: 'Электронный билет: как пройти на выставку без очереди',
      lead: 'Зарегистрируйтесь на сайте заранее — билет придёт в личный кабинет, а на входе его достаточно показать с телефона.',
      caption: 'Посетители в павильоне 1',
      body: [
        'Вход на выставку бесплатный для специалистов отрасли, но требует регистрации. Заполнить анкету можно на сайте в разделе «Регистрация посетителя» — это займёт не больше двух минут.',
        'После регистрации электронный билет со штрихкодом появится в личном кабинете. Распечатывать его не нужно: сканеры на турникетах читают код с экрана смартфона.',
        'Посетители без предварительной регистрации смогут оформить билет на стойках у входа, но в часы пик ожидание может занять до 20 минут.',
      ],
    },
    en: {
      title: 'E-ticket: how to get into the show without queuing',
      lead: 'Register on the website in advance — the ticket arrives in your personal area, and you just show it on your phone at the entrance.',
      caption: 'Visitors in hall 1',
      body: [
        'Admission is free for industry professionals but requires registration. The visitor form in the “Visitor registration” section takes no more than two minutes.',
        'Once registered, your e-ticket with a barcode appears in your personal area. There is no need to print it: the turnstile scanners read the code from a smartphone screen.',
        'Visitors who have not registered can get a ticket at the desks by the entrance, but at peak hours the wait may be up to 20 minutes.',
      ],
    },
    zh: {
      title: '电子门票：免排队入场指南',
      lead: '请提前在网站注册——门票将发送到个人账户，入场时出示手机即可。',
      caption: '1号馆的观众',
      body: [
        '行业专业人士可免费参观展会，但需要注册。在“观众注册”栏目填写表格最多只需两分钟。',
        '注册后，带条形码的电子门票会出现在个人账户中。无需打印：闸机扫描器可以直接读取手机屏幕上的条码。',
        '未提前注册的观众可在入口处的服务台办理门票，但高峰时段可能需要等待20分钟。',
      ],
    },
  },
  {
    at: '2025-11-09T12:00:00',
    picture: 'ceremony',
    ru: {
      title: 'Открылась 31-я выставка «Металл-Индустрия 2025»',
      lead: 'В МВЦ «Северный» начала работу крупнейшая в этом году отраслевая выставка металлургии и металлообработки.',
      caption: 'Церемония открытия выставки',
      body: [
        'В церемонии открытия приняли участие представители отраслевых ассоциаций, руководители металлургических предприятий и зарубежные делегации. Гостей приветствовал директор выставки Андрей Лебедев.',
        '«За тридцать лет выставка стала местом, где заключаются контракты на весь следующий год. В этот раз мы впервые заняли все четыре павильона», — отметил он.',
        'Выставка работает до 12 ноября с 10:00 до 18:00, в последний день — до 16:00.',
      ],
    },
    en: {
      title: 'The 31st Metal-Industry 2025 exhibition opens',
      lead: 'The year’s largest trade show for metallurgy and metalworking has opened at the Severny Exhibition Centre.',
      caption: 'The opening ceremony',
      body: [
        'Representatives of industry associations, heads of steel companies and delegations from abroad attended the opening ceremony. Guests were welcomed by exhibition director Andrey Lebedev.',
        '“Over thirty years the exhibition has become the place where contracts for the whole next year are signed. This time, for the first time, we fill all four halls,” he said.',
        'The exhibition is open until 12 November from 10:00 to 18:00, and until 16:00 on the last day.',
      ],
    },
    zh: {
      title: '第31届“金属工业 2025”展览会开幕',
      lead: '本年度规模最大的冶金与金属加工行业展会在北方展览中心开幕。',
      caption: '展会开幕式',
      body: [
        '行业协会代表、冶金企业负责人以及外国代表团出席了开幕式。展会总监安德烈·列别杰夫致欢迎辞。',
        '他表示：“三十年来，展会已经成为签订下一整年合同的地方。这一次，我们首次用满了全部四个展馆。”',
        '展会开放至11月12日，每天10:00至18:00，最后一天至16:00。',
      ],
    },
  },
  {
    at: '2025-11-11T18:30:00',
    picture: 'ceremony',
    ru: {
      title: 'Названы победители конкурса «Золотой слиток — 2025»',
      lead: 'Экспертный совет выбрал лучшую продукцию выставки из 86 заявок.',
      caption: 'Лауреаты конкурса на церемонии награждения',
      body: [
        'Главную награду в номинации «Металлопрокат» получил ПАО «Волжский прокатный комбинат» за горячекатаный лист из стали повышенной прочности для мостостроения.',
        'В номинации «Трубная продукция» победила трубная компания «Меридиан» с бесшовными трубами для сероводородсодержащих сред, а лучшим оборудованием признан комплекс лазерного раскроя компании «ЛазерТех Системы».',
        'Полный список лауреатов опубликован на странице конкурса.',
      ],
    },
    en: {
      title: 'Golden Ingot 2025 winners announced',
      lead: 'The expert board chose the best products of the show from 86 entries.',
      caption: 'Contest winners at the awards ceremony',
      body: [
        'The top award in the rolled products category went to Volzhsky Rolling Mill for its hot-rolled high-strength plate for bridge building.',
        'Meridian Pipe Company won the pipes category with seamless pipes for sour service, and the laser cutting line by LaserTech Systems was named the best equipment.',
        'The full list of winners is on the contest page.',
      ],
    },
    zh: {
      title: '“金锭奖 2025”获奖名单揭晓',
      lead: '专家委员会从86份参赛材料中评选出本届展会的最佳产品。',
      caption: '颁奖典礼上的获奖者',
      body: [
        '金属轧材类最高奖授予伏尔加轧钢联合企业，获奖产品为桥梁建设用高强度热轧钢板。',
        '子午线管业公司凭借抗硫化氢无缝钢管获得管材类奖项，激光技术系统公司的激光切割生产线被评为最佳设备。',
        '完整获奖名单已在竞赛页面公布。',
      ],
    },
  },
  {
    at: '2025-11-14T15:00:00',
    picture: 'hall',
    ru: {
      title: `Итоги «Металл-Индустрии 2025»: ${SHOW.exhibitors.ru} и ${SHOW.visitors.ru} посетителей`,
      lead: 'Выставка установила рекорд по числу участников и площади экспозиции.',
      caption: 'Павильон 1 в последний день выставки',
      body: [
        `За четыре дня выставку посетили ${SHOW.visitors.ru} специалистов из 46 регионов России и 31 страны. Свою продукцию представили ${SHOW.companies.ru}.`,
        'По данным опроса экспонентов, 82% участников провели переговоры с новыми клиентами, а 64% подписали договоры или протоколы о намерениях прямо на выставке.',
        'Фотоотчёт с выставки опубликован в разделе «Медиа».',
      ],
    },
    en: {
      title: `Metal-Industry 2025 in figures: ${SHOW.exhibitors.en} and ${SHOW.visitors.en} visitors`,
      lead: 'The show set records for the number of exhibitors and the floor area.',
      caption: 'Hall 1 on the last day of the show',
      body: [
        `Over four days the show was visited by ${SHOW.visitors.en} professionals from 46 Russian regions and 31 countries. ${SHOW.companies.en} presented their products.`,
        'According to the exhibitor survey, 82% held talks with new customers and 64% signed contracts or letters of intent at the show itself.',
        'The photo report is published in the Media section.',
      ],
    },
    zh: {
      title: `“金属工业 2025”总结：${SHOW.exhibitors.zh}，${SHOW.visitors.zh}名观众`,
      lead: '展会的参展商数量和展出面积均创下纪录。',
      caption: '展会最后一天的1号馆',
      body: [
        `四天内共有来自俄罗斯46个地区和31个国家的${SHOW.visitors.zh}名专业观众参观了展会。${SHOW.companies.zh}展示了产品。`,
        '参展商调查显示，82%的参展商与新客户进行了洽谈，64%在展会现场签订了合同或意向书。',
        '展会图片报道已在“媒体”栏目发布。',
      ],
    },
  },
  {
    at: '2025-12-08T11:00:00',
    picture: 'hall',
    ru: {
      title: 'Объявлены даты выставки «Металл-Индустрия 2026»',
      lead: '32-я выставка пройдёт с 10 по 13 ноября 2026 года в МВЦ «Северный».',
      caption: 'Павильон 3 МВЦ «Северный»',
      body: [
        'Организаторы сохранили привычный ноябрьский формат и четыре павильона экспозиции. Участникам «Металл-Индустрии 2025» предоставлено право приоритетного выбора места до 1 февраля.',
        'Заявки на участие можно подать на сайте в разделе «Стать участником». Менеджеры отдела продаж свяжутся с вами в течение рабочего дня.',
      ],
    },
    en: {
      title: 'Dates announced for Metal-Industry 2026',
      lead: 'The 32nd exhibition will take place on 10–13 November 2026 at the Severny Exhibition Centre.',
      caption: 'Hall 3 of the Severny Exhibition Centre',
      body: [
        'The organisers keep the familiar November slot and four exhibition halls. Exhibitors of Metal-Industry 2025 have priority choice of stand location until 1 February.',
        'Applications can be submitted on the website in the “Become an exhibitor” section. Our sales managers will contact you within one working day.',
      ],
    },
    zh: {
      title: '“金属工业 2026”展会日期公布',
      lead: '第32届展会将于2026年11月10日至13日在北方展览中心举行。',
      caption: '北方展览中心3号馆',
      body: [
        '主办方保留了惯常的十一月档期和四个展馆的规模。“金属工业 2025”的参展商可在2月1日前优先选择展位。',
        '参展申请可在网站“申请参展”栏目提交，销售经理将在一个工作日内与您联系。',
      ],
    },
  },
];
