/** CMS pages "about" and "conditions" (linked from the main menu). */
import { CURRENT_PREFIX, CURRENT_SHOW, eventsText, exhibitorsText, figureText, fromCountriesText, showFigures } from './demo-catalogue';
import { L } from './localized';

/** "In figures" is the current show's: its catalogue, its programme and the home page's own figures. */
const YEAR = 2000 + Number(CURRENT_PREFIX.slice(2));
const current = showFigures(CURRENT_PREFIX);
const figures = {
  exhibitors: exhibitorsText(current.exhibitors),
  countries: fromCountriesText(current.countries),
  visitors: figureText(CURRENT_SHOW.visitors),
  area: figureText(CURRENT_SHOW.area),
  events: eventsText(current.events),
};

export const ABOUT = {
  title: L('О выставке', 'About the exhibition', '展会简介'),
  body: L(
    `<p><strong>«Металл-Индустрия»</strong> — международная промышленная выставка металлургии, металлообработки и металлоторговли. С 1995 года она ежегодно собирает в Москве производителей, трейдеров и потребителей металлопродукции.</p>
<h2>«Металл-Индустрия ${YEAR}» в цифрах</h2>
<ul><li>${figures.exhibitors.ru} ${figures.countries.ru};</li><li>${figures.visitors.ru} специалистов-посетителей;</li><li>${figures.area.ru} кв. м экспозиции в четырёх павильонах;</li><li>${figures.events.ru} деловой программы.</li></ul>
<h2>Разделы экспозиции</h2>
<ul><li>чёрная металлургия: чугун, ферросплавы, сортовой и листовой прокат, специальные стали;</li><li>цветная металлургия: алюминий, медь, титан, никель, драгоценные металлы;</li><li>трубы, металлоконструкции, метизы;</li><li>оборудование и технологии: металлургическое оборудование, станки, сварка, литьё, автоматизация;</li><li>металлоторговля, сервисные металлоцентры, логистика.</li></ul>
<h2>Для кого выставка</h2>
<p>Руководители и специалисты металлургических и машиностроительных предприятий, строительных компаний, металлоторговых организаций, отраслевые аналитики и представители органов власти.</p>
<p>Выставку организует <strong>ООО «Металл-Экспо Сервис»</strong> при поддержке отраслевых ассоциаций.</p>`,
    `<p><strong>Metal-Industry</strong> is an international industrial exhibition of metallurgy, metalworking and metal trade. Since 1995 it has brought together producers, traders and users of metal products in Moscow every year.</p>
<h2>Metal-Industry ${YEAR} in figures</h2>
<ul><li>${figures.exhibitors.en} ${figures.countries.en};</li><li>${figures.visitors.en} trade visitors;</li><li>${figures.area.en} sq m of exhibition space in four halls;</li><li>${figures.events.en} in the business programme.</li></ul>
<h2>Exhibition sections</h2>
<ul><li>ferrous metallurgy: pig iron, ferroalloys, long and flat products, special steels;</li><li>non-ferrous metallurgy: aluminium, copper, titanium, nickel, precious metals;</li><li>pipes, steel structures, hardware;</li><li>equipment and technology: metallurgical plant, machine tools, welding, foundry, automation;</li><li>metal trade, service centres, logistics.</li></ul>
<h2>Who visits</h2>
<p>Managers and engineers of steel and engineering plants, construction companies and metal traders, industry analysts and government officials.</p>
<p>The exhibition is organised by <strong>Metal-Expo Service LLC</strong> with the support of industry associations.</p>`,
    `<p><strong>“金属工业”</strong>是冶金、金属加工和金属贸易领域的国际工业展览会。自1995年起，每年在莫斯科汇聚金属产品的生产商、贸易商和用户。</p>
<h2>“金属工业 ${YEAR}”数据</h2>
<ul><li>${figures.countries.zh}的${figures.exhibitors.zh}；</li><li>${figures.visitors.zh}名专业观众；</li><li>四个展馆共${figures.area.zh}平方米展出面积；</li><li>${current.events}场商务活动。</li></ul>
<h2>展区</h2>
<ul><li>黑色冶金：生铁、铁合金、长材和板材、特种钢；</li><li>有色冶金：铝、铜、钛、镍、贵金属；</li><li>管材、钢结构、五金制品；</li><li>设备与技术：冶金设备、机床、焊接、铸造、自动化；</li><li>金属贸易、金属服务中心、物流。</li></ul>
<h2>观众群体</h2>
<p>冶金和机械制造企业、建筑公司、金属贸易机构的管理人员和专家，行业分析师以及政府部门代表。</p>
<p>展会由<strong>金属展览服务有限责任公司</strong>在行业协会的支持下主办。</p>`,
  ),
};

export const CONDITIONS = {
  title: L('Условия участия', 'Terms of participation', '参展条件'),
  body: L(
    `<p>Чтобы стать участником выставки «Металл-Индустрия 2027», заполните заявку на сайте в разделе «Стать участником». Менеджер отдела продаж свяжется с вами в течение одного рабочего дня и подготовит договор.</p>
<h2>Стоимость площади</h2>
<table><thead><tr><th>Тип площади</th><th>Цена за 1 кв. м</th></tr></thead><tbody><tr><td>Оборудованная площадь (от 9 кв. м)</td><td>24 500 ₽</td></tr><tr><td>Необорудованная площадь (от 24 кв. м)</td><td>19 800 ₽</td></tr><tr><td>Открытая необорудованная площадь</td><td>9 900 ₽</td></tr></tbody></table>
<p>Регистрационный взнос — 35 000 ₽. Он включает размещение в электронном каталоге, два пропуска экспонента и парковочное место.</p>
<h2>Тип стенда</h2>
<p>Линейный стенд — без наценки; угловой — +10%; полуостров — +15%; остров — +20% к стоимости площади.</p>
<h2>Реклама в каталоге</h2>
<ul><li>страница А4 — 45 000 ₽;</li><li>1/2 страницы А4 — 27 000 ₽;</li><li>обложка каталога — 120 000 ₽.</li></ul>
<h2>Скидки</h2>
<p>При заключении договора до 1 марта 2027 года — скидка 10%. Участникам выставки 2026 года — дополнительная скидка 5%.</p>
<p>Цены указаны без НДС. Подробности — в отделе продаж: <a href="mailto:expo@metal-industry-expo.ru">expo@metal-industry-expo.ru</a>, +7 (495) 734-99-66, доб. 201.</p>`,
    `<p>To exhibit at Metal-Industry 2027, fill in the application in the “Become an exhibitor” section. A sales manager will contact you within one working day and prepare the contract.</p>
<h2>Space rates</h2>
<table><thead><tr><th>Type of space</th><th>Price per sq m</th></tr></thead><tbody><tr><td>Shell-scheme stand (from 9 sq m)</td><td>RUB 24,500</td></tr><tr><td>Raw space (from 24 sq m)</td><td>RUB 19,800</td></tr><tr><td>Open-air raw space</td><td>RUB 9,900</td></tr></tbody></table>
<p>The registration fee is RUB 35,000. It covers the listing in the online catalogue, two exhibitor badges and a parking space.</p>
<h2>Stand type</h2>
<p>Linear stand — no surcharge; corner — +10%; peninsula — +15%; island — +20% of the space price.</p>
<h2>Catalogue advertising</h2>
<ul><li>A4 page — RUB 45,000;</li><li>half A4 page — RUB 27,000;</li><li>catalogue cover — RUB 120,000.</li></ul>
<h2>Discounts</h2>
<p>Contracts signed before 1 March 2027 get 10% off. Exhibitors of the 2026 show get a further 5% off.</p>
<p>Prices exclude VAT. For details contact the sales department: <a href="mailto:expo@metal-industry-expo.ru">expo@metal-industry-expo.ru</a>, +7 (495) 734-99-66, ext. 201.</p>`,
    `<p>如需参加“金属工业 2027”展会，请在“申请参展”栏目填写申请表。销售经理将在一个工作日内与您联系并准备合同。</p>
<h2>展位价格</h2>
<table><thead><tr><th>展位类型</th><th>每平方米价格</th></tr></thead><tbody><tr><td>标准展位（9平方米起）</td><td>24500卢布</td></tr><tr><td>室内光地（24平方米起）</td><td>19800卢布</td></tr><tr><td>室外光地</td><td>9900卢布</td></tr></tbody></table>
<p>注册费为35000卢布，包括电子会刊收录、两张参展商证件和一个停车位。</p>
<h2>展台类型</h2>
<p>单开口展台不加价；双开口（角位）加价10%；三开口（半岛）加价15%；四开口（岛形）加价20%。</p>
<h2>会刊广告</h2>
<ul><li>A4整页——45000卢布；</li><li>A4半页——27000卢布；</li><li>会刊封面——120000卢布。</li></ul>
<h2>优惠</h2>
<p>2027年3月1日前签订合同可享受10%的折扣。2026年展会的参展商可额外享受5%的折扣。</p>
<p>以上价格不含增值税。详情请联系销售部：<a href="mailto:expo@metal-industry-expo.ru">expo@metal-industry-expo.ru</a>，+7 (495) 734-99-66，分机201。</p>`,
  ),
};
