/** Exhibitors' and visitors' reviews of past shows. Ids are fixed so the #review-… anchors stay stable. */
import { reviews } from '../db/schema';
import { stableUuid } from './drawings/random';
import { COMPANIES, companyLogo, type DemoCompany } from './companies';
import type { SeedTx } from './index';
import { storedAll, type SeedPictures } from './pictures';
import { L } from './localized';
import { EX_TYPE } from './site';

type ReviewSeed = {
  date: string;
  company: DemoCompany;
  person: [string, string, string];
  position: [string, string, string];
  text: [string, string, string];
};

const C = COMPANIES;

const REVIEWS: ReviewSeed[] = [
  {
    date: '2026-11-18',
    company: C.volzhskyRolling,
    person: ['Григорьев Олег Валентинович', 'Oleg Grigoriev', '奥列格·格里戈里耶夫'],
    position: ['Коммерческий директор', 'Commercial Director', '商务总监'],
    text: [
      'За четыре дня мы провели переговоры с 40 новыми клиентами из строительной отрасли и мостостроения. Выставка остаётся для нас главной площадкой года.',
      'In four days we met 40 new customers from construction and bridge building. The show remains our main event of the year.',
      '四天里我们与40家来自建筑和桥梁行业的新客户进行了洽谈。这个展会仍然是我们一年中最重要的平台。',
    ],
  },
  {
    date: '2026-11-17',
    company: C.laserTech,
    person: ['Никитина Алёна Сергеевна', 'Alyona Nikitina', '阿廖娜·尼基蒂娜'],
    position: ['Директор по маркетингу', 'Marketing Director', '市场总监'],
    text: [
      'Новый павильон 4 позволил нам впервые привезти действующую линию лазерной резки. Посетители видели станок в работе, и это лучшая презентация.',
      'The rebuilt hall 4 let us bring a working laser cutting line for the first time. Visitors saw the machine running, which is the best presentation there is.',
      '改造后的4号馆让我们首次带来了运行中的激光切割线。观众亲眼看到设备工作，这是最好的展示。',
    ],
  },
  {
    date: '2026-11-16',
    company: C.jiangnanTrading,
    person: ['Ли Мин', 'Li Ming', '李明'],
    position: ['Генеральный менеджер', 'General Manager', '总经理'],
    text: [
      'Отличная организация национальной экспозиции и работа переводчиков. Мы нашли двух дистрибьюторов в России и планируем увеличить стенд в следующем году.',
      'The national pavilion was very well organised and the interpreters were excellent. We found two distributors in Russia and plan a larger stand next year.',
      '国家展团组织出色，翻译服务非常好。我们在俄罗斯找到了两家经销商，计划明年扩大展台。',
    ],
  },
  {
    date: '2026-11-14',
    company: C.ladogaService,
    person: ['Сергеев Павел Андреевич', 'Pavel Sergeev', '帕维尔·谢尔盖耶夫'],
    position: ['Руководитель отдела закупок', 'Head of Procurement', '采购部主管'],
    text: [
      'Приезжаем как посетители уже шестой год. За один визит обходим всех ключевых поставщиков проката — это экономит недели командировок.',
      'We have come as visitors for six years now. In one visit we see all our key steel suppliers, which saves weeks of business trips.',
      '我们作为观众已经连续来了六年。一次参观就能见到所有主要的钢材供应商，节省了数周的出差时间。',
    ],
  },
  {
    date: '2026-02-03',
    company: C.digitalMetallurgy,
    person: ['Абрамов Кирилл Олегович', 'Kirill Abramov', '基里尔·阿布拉莫夫'],
    position: ['Основатель', 'Founder', '创始人'],
    text: [
      'Победа в конкурсе «Инновации в металлообработке» открыла нам двери на крупные комбинаты. Отдельное спасибо организаторам за продуманную деловую программу.',
      'Winning the Innovation in Metalworking contest opened the doors of large steel works to us. Special thanks to the organisers for a well-planned business programme.',
      '在“金属加工创新奖”中获胜为我们打开了大型钢铁企业的大门。特别感谢主办方精心策划的商务活动。',
    ],
  },
  {
    date: '2025-11-20',
    company: C.meridianPipe,
    person: ['Тарасов Виктор Михайлович', 'Viktor Tarasov', '维克多·塔拉索夫'],
    position: ['Заместитель генерального директора', 'Deputy CEO', '副总经理'],
    text: [
      'День трубной промышленности собрал всех, с кем мы хотели встретиться: заказчиков, станкостроителей и отраслевых аналитиков.',
      'The pipe industry day brought together everyone we wanted to meet: customers, machine-tool builders and industry analysts.',
      '管材行业日汇聚了我们想见的所有人：客户、机床制造商和行业分析师。',
    ],
  },
  {
    date: '2025-11-18',
    company: C.alumprofil,
    person: ['Кравченко Наталья Юрьевна', 'Natalia Kravchenko', '娜塔莉亚·克拉夫琴科'],
    position: ['Руководитель отдела продаж', 'Head of Sales', '销售部主管'],
    text: [
      'Первое участие оказалось удачным: стенд на 24 кв. м посетили более 500 человек, а электронная регистрация посетителей помогла быстро собрать контакты.',
      'Our first time exhibiting was a success: more than 500 people visited our 24 sq m stand, and the electronic visitor badges made collecting contacts quick.',
      '首次参展非常成功：我们24平方米的展台接待了500多名观众，电子注册系统让我们很快收集到联系方式。',
    ],
  },
  {
    date: '2025-11-15',
    company: C.nevaWelding,
    person: ['Морозов Артём Васильевич', 'Artyom Morozov', '阿尔乔姆·莫罗佐夫'],
    position: ['Главный технолог', 'Chief Process Engineer', '总工艺师'],
    text: [
      'Живые демонстрации сварки на стенде собирали толпу с утра до вечера. Организаторы помогли с подключением газа и вытяжкой — всё работало без сбоев.',
      'Live welding demonstrations at our stand drew crowds from morning till night. The organisers helped with the gas supply and extraction, and everything ran smoothly.',
      '展台上的现场焊接演示从早到晚吸引了大批观众。主办方协助解决了供气和排风问题，一切运行顺利。',
    ],
  },
  {
    date: '2025-03-12',
    company: C.arcticTitanium,
    person: ['Ефимова Ольга Дмитриевна', 'Olga Efimova', '奥尔加·叶菲莫娃'],
    position: ['Директор по развитию', 'Business Development Director', '业务发展总监'],
    text: [
      'Выставка помогла нам выйти на производителей медицинских имплантатов — рынок, о котором мы раньше только думали.',
      'The show helped us reach makers of medical implants, a market we had only been thinking about before.',
      '展会帮助我们接触到了医疗植入物制造商——这是我们以前只是设想过的市场。',
    ],
  },
  {
    date: '2024-11-22',
    company: C.kamaSteel,
    person: ['Яковлев Борис Петрович', 'Boris Yakovlev', '鲍里斯·雅科夫列夫'],
    position: ['Директор по сбыту', 'Sales Director', '销售总监'],
    text: [
      'Традиционно сильная выставка: все ключевые металлотрейдеры в одном месте. Подписали годовые контракты с тремя региональными металлобазами.',
      'A traditionally strong show: all the key metal traders in one place. We signed annual contracts with three regional stockholders.',
      '一如既往的高水平展会：主要金属贸易商齐聚一堂。我们与三家地区金属仓储企业签订了年度合同。',
    ],
  },
  {
    date: '2024-11-19',
    company: C.thermoLit,
    person: ['Гусев Михаил Александрович', 'Mikhail Gusev', '米哈伊尔·古谢夫'],
    position: ['Генеральный директор', 'Chief Executive Officer', '总经理'],
    text: [
      'Студенческий конкурс «Металлургия будущего» — отличная находка. Двое финалистов уже работают у нас инженерами-технологами.',
      'The Future of Metallurgy student contest is a great idea. Two of its finalists now work for us as process engineers.',
      '“未来冶金”学生竞赛是个好主意。两名决赛选手现在已在我们公司担任工艺工程师。',
    ],
  },
  {
    date: '2024-03-05',
    company: C.severLogistic,
    person: ['Лаптев Роман Евгеньевич', 'Roman Laptev', '罗曼·拉普捷夫'],
    position: ['Руководитель направления', 'Business Unit Head', '业务负责人'],
    text: [
      'Для логистической компании выставка — способ за несколько дней встретиться с клиентами со всей страны. Хотелось бы отдельный раздел по логистике — надеемся, он появится.',
      'For a logistics company the show is a way to meet customers from all over the country in a few days. We would love a dedicated logistics section and hope it will come.',
      '对于物流公司来说，展会是几天内见到全国客户的途径。我们希望能设立专门的物流展区，期待它早日实现。',
    ],
  },
  {
    date: '2023-11-24',
    company: C.sibNonferrous,
    person: ['Захарова Елена Игоревна', 'Elena Zakharova', '叶莲娜·扎哈罗娃'],
    position: ['Руководитель отдела маркетинга', 'Head of Marketing', '市场部主管'],
    text: [
      'Победа в «Золотом слитке» стала лучшей рекламой нашей медной катанки. Спасибо экспертному совету за объективную оценку.',
      'Winning the Golden Ingot was the best advertising our copper rod could have. Thanks to the expert board for a fair assessment.',
      '获得“金锭奖”是对我们铜杆产品最好的宣传。感谢专家委员会的客观评价。',
    ],
  },
];

const p = (text: string) => `<p>${text}</p>`;

export async function seedReviews(tx: SeedTx, pictures: SeedPictures) {
  const logos = await storedAll(
    pictures,
    REVIEWS.map((review) => companyLogo(review.company)),
  );
  await tx.insert(reviews).values(
    REVIEWS.map((review, index) => ({
      id: stableUuid(`review:${review.company.slug}:${review.date}`),
      exType: EX_TYPE,
      image: logos[index] ?? '',
      name: review.company.name,
      fullName: L(...review.person),
      position: L(...review.position),
      date: review.date,
      text: L(p(review.text[0]), p(review.text[1]), p(review.text[2])),
    })),
  );
}
