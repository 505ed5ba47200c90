/** The exhibition's contests with their downloadable documents and laureates by year. */
import { contestFiles, contestLaureates, contests } from '../db/schema';
import type { Localized } from '../db/schema';
import { LAUREATES } from './contest-laureates';
import type { SeedTx } from './index';
import { storedAll, type SeedPictures } from './pictures';
import { L } from './localized';
import { EX_TYPE } from './site';

type ContestSeed = { url: string; name: Localized; short: Localized; full: Localized; files: [name: Localized, file: string][] };

const RULES = L('Положение о конкурсе', 'Contest rules', '竞赛章程');
const APPLICATION = L('Форма заявки на участие', 'Entry form', '报名表');
const pdf = (name: string) => `/media/files/${name}.pdf`;

const CONTESTS: ContestSeed[] = [
  {
    url: 'zolotoy-slitok',
    name: L('Золотой слиток', 'Golden Ingot', '金锭奖'),
    short: L(
      '<p>Конкурс лучшей продукции выставки: металлопрокат, трубы, цветные металлы и оборудование.</p>',
      '<p>The contest for the best products of the show: rolled products, pipes, non-ferrous metals and equipment.</p>',
      '<p>展会最佳产品竞赛：金属轧材、管材、有色金属和设备。</p>',
    ),
    full: L(
      '<p>«Золотой слиток» — главный конкурс выставки «Металл-Индустрия», который проводится с 2009 года. Он отмечает продукцию, задающую уровень качества для отрасли.</p><h3>Номинации</h3><ul><li>Металлопрокат</li><li>Трубная продукция</li><li>Цветные металлы и сплавы</li><li>Оборудование для металлургии</li></ul><h3>Кто может участвовать</h3><p>Все экспоненты выставки 2027 года. Одна компания может подать не более двух заявок.</p><h3>Сроки</h3><p>Приём заявок — до 22 октября 2027 года. Церемония награждения пройдёт 10 ноября 2027 года в конференц-зале павильона 1.</p>',
      '<p>The Golden Ingot is the main contest of Metal-Industry, held since 2009. It honours products that set the quality benchmark for the industry.</p><h3>Categories</h3><ul><li>Rolled products</li><li>Pipes</li><li>Non-ferrous metals and alloys</li><li>Metallurgical equipment</li></ul><h3>Who can enter</h3><p>Every exhibitor of the 2027 show. A company may submit up to two entries.</p><h3>Dates</h3><p>Entries close on 22 October 2027. The awards ceremony takes place on 10 November 2027 in the conference hall of hall 1.</p>',
      '<p>“金锭奖”是“金属工业”展会的主要竞赛，自2009年起举办，表彰为行业树立质量标杆的产品。</p><h3>参赛类别</h3><ul><li>金属轧材</li><li>管材产品</li><li>有色金属及合金</li><li>冶金设备</li></ul><h3>参赛资格</h3><p>2027年展会的所有参展商。每家企业最多可提交两份参赛材料。</p><h3>时间安排</h3><p>报名截止日期为2027年10月22日。颁奖典礼将于2027年11月10日在1号馆会议厅举行。</p>',
    ),
    files: [
      [RULES, pdf('zolotoy-slitok-rules-2027')],
      [APPLICATION, pdf('zolotoy-slitok-application-2027')],
      [L('Критерии оценки', 'Judging criteria', '评审标准'), pdf('zolotoy-slitok-criteria')],
    ],
  },
  {
    url: 'innovations-metalworking',
    name: L('Инновации в металлообработке', 'Innovation in Metalworking', '金属加工创新奖'),
    short: L(
      '<p>Станки, инструмент и программные решения, которые делают обработку металла быстрее и точнее.</p>',
      '<p>Machine tools, cutting tools and software that make metalworking faster and more precise.</p>',
      '<p>让金属加工更快、更精确的机床、刀具和软件解决方案。</p>',
    ),
    full: L(
      '<p>Конкурс отмечает разработки, которые уже доказали свою эффективность на производстве или готовы к серийному внедрению.</p><h3>Номинации</h3><ul><li>Станки и обрабатывающие центры</li><li>Инструмент и технологии сварки</li><li>Автоматизация и программное обеспечение</li></ul><h3>Критерии</h3><p>Новизна решения, подтверждённый экономический эффект, готовность к тиражированию.</p><h3>Жюри</h3><p>Представители отраслевых научных институтов и крупных машиностроительных предприятий.</p>',
      '<p>The contest rewards developments that have already proved themselves in production or are ready for series use.</p><h3>Categories</h3><ul><li>Machine tools and machining centres</li><li>Tools and welding technology</li><li>Automation and software</li></ul><h3>Criteria</h3><p>Novelty, proven economic effect and readiness to be rolled out.</p><h3>Jury</h3><p>Representatives of industry research institutes and major engineering plants.</p>',
      '<p>本竞赛表彰已在生产中证明其效益或已具备批量应用条件的研发成果。</p><h3>参赛类别</h3><ul><li>机床与加工中心</li><li>刀具与焊接技术</li><li>自动化与软件</li></ul><h3>评审标准</h3><p>方案的创新性、经过验证的经济效益以及推广成熟度。</p><h3>评委会</h3><p>由行业科研院所和大型机械制造企业的代表组成。</p>',
    ),
    files: [
      [RULES, pdf('innovations-metalworking-rules-2027')],
      [APPLICATION, pdf('innovations-metalworking-application-2027')],
    ],
  },
  {
    url: 'best-stand',
    name: L('Лучший стенд', 'Best Stand', '最佳展台奖'),
    short: L(
      '<p>Жюри выбирает самые яркие и удобные для посетителей стенды в трёх размерных категориях.</p>',
      '<p>The jury picks the most striking and visitor-friendly stands in three size classes.</p>',
      '<p>评委会在三个面积组别中评选最具吸引力、最方便观众的展台。</p>',
    ),
    full: L(
      '<p>В конкурсе автоматически участвуют все стенды выставки — отдельная заявка не нужна.</p><h3>Категории</h3><ul><li>до 36 кв. м</li><li>от 36 до 100 кв. м</li><li>более 100 кв. м</li></ul><h3>Что оценивает жюри</h3><p>Архитектуру и дизайн, наглядность представления продукции, работу персонала с посетителями, экологичность конструкций.</p>',
      '<p>Every stand at the show takes part automatically — no entry is needed.</p><h3>Size classes</h3><ul><li>up to 36 sq m</li><li>36 to 100 sq m</li><li>over 100 sq m</li></ul><h3>What the jury looks at</h3><p>Architecture and design, clear presentation of products, how staff work with visitors, and sustainable construction.</p>',
      '<p>展会所有展台自动参赛，无需单独报名。</p><h3>组别</h3><ul><li>36平方米以下</li><li>36至100平方米</li><li>100平方米以上</li></ul><h3>评审内容</h3><p>建筑与设计、产品展示的直观性、工作人员与观众的互动以及展台结构的环保性。</p>',
    ),
    files: [[RULES, pdf('best-stand-rules-2027')]],
  },
  {
    url: 'future-metallurgy',
    name: L('Металлургия будущего', 'Future of Metallurgy', '未来冶金'),
    short: L(
      '<p>Конкурс студенческих проектов: команды решают реальные задачи предприятий-экспонентов.</p>',
      '<p>A student project contest: teams solve real problems set by exhibiting companies.</p>',
      '<p>学生项目竞赛：团队解决参展企业提出的真实问题。</p>',
    ),
    full: L(
      '<p>Конкурс открыт для студентов и аспирантов технических вузов. Команды из 2–4 человек выбирают кейс от компании-экспонента и работают над ним вместе с наставником.</p><h3>Этапы</h3><ol><li>Регистрация команд и выбор кейса — до 1 июня.</li><li>Работа над проектом с наставником — июнь–сентябрь.</li><li>Защита проектов в финале на выставке — ноябрь.</li></ol><h3>Призы</h3><p>Денежные призы от партнёров конкурса и приглашения на стажировку.</p>',
      '<p>The contest is open to students and postgraduates of technical universities. Teams of 2–4 pick a case from an exhibiting company and work on it with a mentor.</p><h3>Stages</h3><ol><li>Team registration and choice of case — until 1 June.</li><li>Work on the project with a mentor — June to September.</li><li>Final presentations at the show — November.</li></ol><h3>Prizes</h3><p>Cash prizes from the contest partners and internship offers.</p>',
      '<p>竞赛面向理工科院校的本科生和研究生。由2至4人组成的团队选择参展企业提供的案例，并在导师指导下完成。</p><h3>阶段</h3><ol><li>团队注册和案例选择——6月1日前。</li><li>在导师指导下完成项目——6月至9月。</li><li>展会现场决赛答辩——11月。</li></ol><h3>奖励</h3><p>竞赛合作伙伴提供的奖金和实习机会。</p>',
    ),
    files: [
      [RULES, pdf('future-metallurgy-rules-2027')],
      [L('Кейсы компаний 2027 года', 'Company cases for 2027', '2027年企业案例'), pdf('future-metallurgy-cases-2027')],
    ],
  },
  {
    url: 'young-metallurgists',
    name: L('Молодые металлурги', 'Young Metallurgists', '青年冶金人'),
    short: L(
      '<p>Видеоконкурс для молодых специалистов до 35 лет: расскажите о своей профессии за три минуты.</p>',
      '<p>A video contest for young professionals under 35: tell the story of your job in three minutes.</p>',
      '<p>面向35岁以下青年专业人员的视频竞赛：用三分钟讲述你的职业。</p>',
    ),
    full: L(
      '<p>Снимите видео длительностью до трёх минут о своей работе на металлургическом, трубном или машиностроительном предприятии. Подойдёт съёмка на смартфон — важнее сюжет и люди.</p><h3>Условия</h3><ul><li>возраст автора — до 35 лет;</li><li>согласие работодателя на съёмку;</li><li>приём работ — до 15 сентября.</li></ul><h3>Награждение</h3><p>Лучшие ролики покажут на экранах выставки, авторы трёх лучших работ получат призы от партнёров.</p>',
      '<p>Film a video of up to three minutes about your work at a steel, pipe or engineering plant. A smartphone is fine — the story and the people matter more.</p><h3>Conditions</h3><ul><li>the author is under 35;</li><li>the employer agrees to the filming;</li><li>entries close on 15 September.</li></ul><h3>Awards</h3><p>The best videos are shown on the screens of the show, and the authors of the top three receive prizes from the partners.</p>',
      '<p>拍摄一段不超过三分钟的视频，介绍你在冶金、管材或机械制造企业的工作。用手机拍摄即可——故事和人物更重要。</p><h3>参赛条件</h3><ul><li>作者年龄在35岁以下；</li><li>拍摄须征得雇主同意；</li><li>作品征集截至9月15日。</li></ul><h3>颁奖</h3><p>优秀作品将在展会屏幕上播放，前三名作者将获得合作伙伴提供的奖品。</p>',
    ),
    files: [
      [RULES, pdf('young-metallurgists-rules-2027')],
      [L('Согласие на использование видео', 'Video release form', '视频使用授权书'), pdf('young-metallurgists-release-form')],
    ],
  },
];

export async function seedContests(tx: SeedTx, pictures: SeedPictures) {
  const images = await storedAll(
    pictures,
    CONTESTS.map((contest) => `/media/contests/${contest.url}.svg`),
  );
  const files = CONTESTS.flatMap((contest) => contest.files.map(([name, file]) => ({ contestUrl: contest.url, name, file })));
  const stored = await storedAll(
    pictures,
    files.map((f) => f.file),
  );
  await tx.insert(contests).values(
    CONTESTS.map((contest, index) => ({
      url: contest.url,
      exType: EX_TYPE,
      position: index + 1,
      image: images[index] ?? '',
      name: contest.name,
      shortText: contest.short,
      fullText: contest.full,
    })),
  );
  await tx
    .insert(contestFiles)
    .values(files.map((f, index) => ({ exType: EX_TYPE, contestUrl: f.contestUrl, name: f.name, file: stored[index] ?? '' })));
  await tx.insert(contestLaureates).values(
    CONTESTS.flatMap((contest) =>
      (LAUREATES[contest.url] ?? []).map((entry) => ({
        exType: EX_TYPE,
        contestUrl: contest.url,
        year: entry.year,
        title: entry.title,
        text: entry.text,
        isRedirectLink: Boolean(entry.redirect),
        link: entry.redirect ?? '',
      })),
    ),
  );
}
