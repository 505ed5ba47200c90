/** News of January–July 2026: contests, conferences and the preparation of Metal-Industry 2026. */
import type { NewsSeed } from './news';

export const NEWS_2026_SPRING: NewsSeed[] = [
  {
    at: '2026-01-27T10:00:00',
    picture: 'hall',
    ru: {
      title: 'Стартовало бронирование площади на 2026 год',
      lead: 'До 31 марта действует скидка 10% при оплате стенда раннего бронирования.',
      caption: 'Павильон 2 на выставке 2025 года',
      body: [
        'Открыто бронирование стендов на «Металл-Индустрию 2026». Участники могут выбрать оборудованную площадь от 9 кв. м или необорудованную — от 24 кв. м.',
        'При заключении договора до 31 марта и оплате в течение 10 дней действует скидка 10%. Условия участия и цены опубликованы на странице «Условия участия».',
      ],
    },
    en: {
      title: 'Stand booking for 2026 is open',
      lead: 'Until 31 March, early bookings paid in full get a 10% discount.',
      caption: 'Hall 2 at the 2025 show',
      body: [
        'Booking for Metal-Industry 2026 is open. Exhibitors can choose a shell-scheme stand from 9 sq m or raw space from 24 sq m.',
        'Contracts signed before 31 March and paid within 10 days get a 10% discount. Terms and prices are on the “Terms of participation” page.',
      ],
    },
    zh: {
      title: '2026年展位预订开始',
      lead: '3月31日前预订并全额付款可享受九折优惠。',
      caption: '2025年展会的2号馆',
      body: [
        '“金属工业 2026”展位预订现已开放。参展商可选择9平方米起的标准展位或24平方米起的光地。',
        '3月31日前签订合同并在10天内付款可享受10%的折扣。参展条件和价格见“参展条件”页面。',
      ],
    },
  },
  {
    at: '2026-02-10T12:00:00',
    picture: 'ceremony',
    ru: {
      title: 'Конкурс студенческих проектов «Металлургия будущего» меняет формат',
      lead: 'В 2026 году студенты будут решать реальные производственные задачи, предложенные экспонентами.',
      caption: 'Финалисты конкурса 2025 года на церемонии',
      body: [
        'Компании — участники выставки подготовили 12 кейсов: от снижения энергопотребления дуговой печи до оптимизации складской логистики металлоцентра. Команды из 2–4 студентов выбирают один кейс и работают над ним с наставником от компании.',
        'Финал пройдёт на выставке в ноябре. Победители получат приглашения на стажировку и денежные призы от партнёров конкурса.',
      ],
    },
    en: {
      title: 'Future of Metallurgy student contest changes format',
      lead: 'In 2026 students will solve real production problems set by exhibitors.',
      caption: 'Finalists of the 2025 contest at the ceremony',
      body: [
        'Exhibiting companies have prepared 12 cases, from cutting the energy use of an arc furnace to optimising the warehouse logistics of a service centre. Teams of 2–4 students pick a case and work on it with a mentor from the company.',
        'The final takes place at the show in November. Winners receive internship offers and cash prizes from the contest partners.',
      ],
    },
    zh: {
      title: '“未来冶金”学生项目竞赛改变形式',
      lead: '2026年，学生们将解决参展企业提出的真实生产问题。',
      caption: '颁奖仪式上的2025年竞赛决赛选手',
      body: [
        '参展企业准备了12个案例，从降低电弧炉能耗到优化金属服务中心的仓储物流。由2至4名学生组成的团队选择一个案例，并在企业导师指导下完成。',
        '决赛将于11月在展会上举行。获胜者将获得实习机会以及竞赛合作伙伴提供的奖金。',
      ],
    },
  },
  {
    at: '2026-03-03T11:00:00',
    picture: 'coils',
    ru: {
      title: 'Стартовал видеоконкурс «Молодые металлурги»',
      lead: 'Молодые специалисты до 35 лет могут рассказать о своей профессии в коротком видео.',
      caption: 'Рулоны проката: кадр из видео победителя прошлого года',
      body: [
        'Конкурс проводится в третий раз. Участникам нужно снять ролик длительностью до трёх минут о своей работе на металлургическом или машиностроительном предприятии.',
        'Работы принимаются до 15 сентября. Лучшие ролики покажут на экранах выставки, а авторы трёх лучших работ получат призы и поездку на профильную выставку за рубежом.',
      ],
    },
    en: {
      title: 'Young Metallurgists video contest launched',
      lead: 'Young professionals under 35 can tell the story of their job in a short video.',
      caption: 'Steel coils: a still from last year’s winning video',
      body: [
        'The contest is held for the third time. Entrants film a video of up to three minutes about their work at a steel or engineering plant.',
        'Entries are accepted until 15 September. The best videos will be shown on the screens of the show, and the authors of the top three will win prizes and a trip to a trade fair abroad.',
      ],
    },
    zh: {
      title: '“青年冶金人”视频竞赛启动',
      lead: '35岁以下的青年专业人员可以通过短视频讲述自己的职业。',
      caption: '钢卷：去年获奖视频截图',
      body: [
        '本竞赛已是第三次举办。参赛者需拍摄一段不超过三分钟的视频，介绍自己在冶金或机械制造企业的工作。',
        '作品征集截至9月15日。优秀作品将在展会屏幕上播放，前三名作者将获得奖品以及赴国外专业展会参观的机会。',
      ],
    },
  },
  {
    at: '2026-03-24T10:00:00',
    picture: 'conference',
    ru: {
      title: 'Семинар «Ценообразование на металлопрокат в 2026 году» собрал 300 участников',
      lead: 'Аналитики обсудили динамику цен на сортовой и листовой прокат и прогнозы спроса в строительстве.',
      caption: 'Выступление аналитика на семинаре',
      body: [
        'Весенний семинар выставки прошёл в онлайн-формате. Эксперты отметили стабилизацию цен на арматуру и рост спроса на листовой прокат со стороны машиностроения.',
        'Запись семинара и презентации спикеров доступны участникам выставки прошлых лет по запросу в дирекцию.',
      ],
    },
    en: {
      title: '300 attend the seminar on rolled steel pricing in 2026',
      lead: 'Analysts discussed price trends for long and flat products and the outlook for construction demand.',
      caption: 'An analyst speaking at the seminar',
      body: [
        'The show’s spring seminar was held online. Experts noted steadier rebar prices and growing demand for flat products from machine building.',
        'The recording and the speakers’ slides are available to past exhibitors on request to the organisers.',
      ],
    },
    zh: {
      title: '“2026年金属轧材定价”研讨会吸引300名参会者',
      lead: '分析师讨论了长材和板材价格走势以及建筑业需求前景。',
      caption: '分析师在研讨会上发言',
      body: [
        '展会春季研讨会以线上形式举行。专家指出，螺纹钢价格趋于稳定，机械制造业对板材的需求持续增长。',
        '往届参展商可向主办方申请获取研讨会录像和演讲资料。',
      ],
    },
  },
  {
    at: '2026-04-14T12:00:00',
    picture: 'ceremony',
    ru: {
      title: 'Выставка и Ассоциация производителей металлопроката подписали соглашение',
      lead: 'Ассоциация станет официальным партнёром выставки и соорганизатором пленарной сессии.',
      caption: 'Подписание соглашения о сотрудничестве на сцене',
      body: [
        'Соглашение предусматривает совместную подготовку деловой программы, поддержку конкурса «Золотой слиток» и коллективный стенд предприятий — членов ассоциации.',
        'Ассоциация объединяет 40 производителей проката и метизов, на долю которых приходится более половины выпуска отрасли.',
      ],
    },
    en: {
      title: 'Show signs agreement with the Association of Rolled Metal Producers',
      lead: 'The association becomes an official partner of the show and co-organiser of the plenary session.',
      caption: 'Signing the cooperation agreement on stage',
      body: [
        'Under the agreement the parties will prepare the business programme together, support the Golden Ingot contest and set up a joint stand of member companies.',
        'The association unites 40 makers of rolled products and hardware, which account for more than half of the industry’s output.',
      ],
    },
    zh: {
      title: '展会与金属轧材生产商协会签署合作协议',
      lead: '该协会将成为展会官方合作伙伴和全体会议的联合主办方。',
      caption: '台上的合作协议签署仪式',
      body: [
        '根据协议，双方将共同筹备商务活动、支持“金锭奖”竞赛，并为协会成员企业设立联合展台。',
        '该协会汇集了40家轧材和五金制品生产商，其产量占行业总产量的一半以上。',
      ],
    },
  },
  {
    at: '2026-05-19T15:00:00',
    picture: 'conference',
    ru: {
      title: 'Прошла весенняя конференция «Трубная промышленность: импортозамещение оборудования»',
      lead: 'Производители труб и станкостроители обсудили локализацию линий неразрушающего контроля и отделки.',
      caption: 'Сессия трубной конференции',
      body: [
        'В конференции приняли участие представители 35 предприятий. Наибольший интерес вызвали доклады о модернизации линий ультразвукового контроля и опыт перехода на отечественные системы управления станами.',
        'Продолжение дискуссии запланировано на день трубной промышленности в рамках ноябрьской выставки.',
      ],
    },
    en: {
      title: 'Spring conference on equipment localisation for the pipe industry',
      lead: 'Pipe makers and machine-tool builders discussed localising non-destructive testing and finishing lines.',
      caption: 'A session of the pipe conference',
      body: [
        'Representatives of 35 companies took part. The talks on upgrading ultrasonic testing lines and moving to domestic mill control systems drew the most interest.',
        'The discussion will continue at the pipe industry day during the November show.',
      ],
    },
    zh: {
      title: '春季会议“管材工业：设备国产化”举行',
      lead: '管材生产商和机床制造商讨论了无损检测线和精整线的本地化。',
      caption: '管材会议现场',
      body: [
        '来自35家企业的代表出席了会议。关于超声波检测线改造以及轧机控制系统国产化经验的报告最受关注。',
        '讨论将在十一月展会期间的管材行业日继续进行。',
      ],
    },
  },
  {
    at: '2026-06-09T10:00:00',
    picture: 'hall',
    ru: {
      title: 'Павильон 4 после реконструкции примет тяжёлое оборудование',
      lead: 'Нагрузка на пол выросла до 5 тонн на квадратный метр, а высота въездных ворот — до 6 метров.',
      caption: 'Реконструированный павильон 4',
      body: [
        'Реконструкция позволила разместить в павильоне крупногабаритные экспонаты: прокатные клети, обрабатывающие центры и сварочные порталы. Для монтажа доступен мостовой кран грузоподъёмностью 20 тонн.',
        'В павильоне 4 будет сформирован раздел «Станки и металлообработка» с действующими демонстрационными линиями.',
      ],
    },
    en: {
      title: 'Rebuilt hall 4 ready for heavy equipment',
      lead: 'Floor load has risen to 5 tonnes per square metre and the entrance gates are now 6 metres high.',
      caption: 'The rebuilt hall 4',
      body: [
        'The reconstruction lets the hall take oversized exhibits: rolling stands, machining centres and welding gantries. A 20-tonne overhead crane is available for installation.',
        'Hall 4 will house the machine tools and metalworking section with working demonstration lines.',
      ],
    },
    zh: {
      title: '改造后的4号馆可展出重型设备',
      lead: '地面承重提高到每平方米5吨，入口大门高度增加到6米。',
      caption: '改造后的4号馆',
      body: [
        '改造后，展馆可容纳大型展品：轧机机架、加工中心和焊接龙门架。场馆配有20吨桥式起重机用于安装。',
        '4号馆将设立“机床与金属加工”展区，并设有现场运行的演示生产线。',
      ],
    },
  },
  {
    at: '2026-07-07T11:00:00',
    picture: 'beams',
    ru: {
      title: 'Открыт приём заявок на конкурс «Инновации в металлообработке»',
      lead: 'Конкурс отмечает технологии, которые повышают производительность и точность обработки металла.',
      caption: 'Металлоконструкции на стенде экспонента',
      body: [
        'К участию приглашаются производители станков, инструмента, систем автоматизации и программного обеспечения. Заявку можно подать до 1 октября.',
        'Жюри из представителей отраслевых институтов и крупных машиностроительных заводов оценит новизну решения, экономический эффект и готовность к серийному внедрению.',
      ],
    },
    en: {
      title: 'Entries open for the Innovation in Metalworking contest',
      lead: 'The contest honours technology that makes metalworking faster and more precise.',
      caption: 'Steel sections on an exhibitor’s stand',
      body: [
        'Makers of machine tools, cutting tools, automation and software are invited to take part. Entries are accepted until 1 October.',
        'A jury of research institutes and major engineering plants will assess novelty, economic effect and readiness for series production.',
      ],
    },
    zh: {
      title: '“金属加工创新”竞赛开始接受报名',
      lead: '本竞赛表彰提高金属加工效率和精度的技术。',
      caption: '参展商展台上的型钢',
      body: [
        '欢迎机床、刀具、自动化系统和软件制造商参赛。报名截止日期为10月1日。',
        '由行业研究院所和大型机械制造厂代表组成的评委会将从创新性、经济效益和批量应用成熟度等方面进行评审。',
      ],
    },
  },
];
