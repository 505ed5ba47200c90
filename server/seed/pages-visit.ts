/** CMS pages "how-to-get" (from the visitors' menu) and "privacy" (linked from the forms). */
import { L } from './localized';

export const HOW_TO_GET = {
  title: L('Как добраться', 'Getting there', '交通指南'),
  body: L(
    `<p>Выставка проходит в <strong>МВЦ «Северный»</strong>: Москва, проспект Северный, д. 27. Главный вход — со стороны Выставочной площади.</p>
<h2>На метро</h2>
<p>Станция «Северный проспект», выход № 2, далее 10 минут пешком по указателям. В дни выставки с 9:00 до 19:00 от выхода № 2 каждые 10 минут ходит бесплатный шаттл.</p>
<h2>На автомобиле</h2>
<p>С МКАД — съезд на Северное шоссе в сторону центра, через 3 км поворот направо на проспект Северный. Парковка P1 (1 200 мест) — у главного входа, P2 (600 мест) — у павильона 4. Парковка для посетителей платная, экспонентам места предоставляются по пропускам.</p>
<h2>Из аэропорта</h2>
<p>Аэроэкспресс до городского терминала, далее на метро с одной пересадкой — около 70 минут. На такси — 40–60 минут в зависимости от загруженности дорог.</p>
<h2>Часы работы выставки</h2>
<ul><li>9–11 ноября — с 10:00 до 18:00;</li><li>12 ноября — с 10:00 до 16:00.</li></ul>
<p>Для экспонентов павильоны открываются на час раньше.</p>`,
    `<p>The exhibition takes place at the <strong>Severny Exhibition Centre</strong>, 27 Severny Avenue, Moscow. The main entrance faces Exhibition Square.</p>
<h2>By metro</h2>
<p>Severny Prospekt station, exit 2, then a 10-minute walk following the signs. On show days a free shuttle runs from exit 2 every 10 minutes from 9:00 to 19:00.</p>
<h2>By car</h2>
<p>From the MKAD ring road take the Severnoye Highway exit towards the centre, then after 3 km turn right onto Severny Avenue. Car park P1 (1,200 spaces) is by the main entrance, P2 (600 spaces) by hall 4. Visitor parking is paid; exhibitors park with passes.</p>
<h2>From the airport</h2>
<p>Take the Aeroexpress train to the city terminal, then the metro with one change — about 70 minutes. A taxi takes 40 to 60 minutes depending on traffic.</p>
<h2>Opening hours</h2>
<ul><li>9–11 November — 10:00 to 18:00;</li><li>12 November — 10:00 to 16:00.</li></ul>
<p>Halls open an hour earlier for exhibitors.</p>`,
    `<p>展会在<strong>北方展览中心</strong>举行，地址：莫斯科北方大街27号。主入口位于展览广场一侧。</p>
<h2>乘坐地铁</h2>
<p>在“北方大街”站2号出口出站，沿指示牌步行约10分钟。展会期间每天9:00至19:00，2号出口每10分钟有一班免费接驳车。</p>
<h2>自驾</h2>
<p>从莫斯科环城公路驶入北方公路往市中心方向，行驶3公里后右转进入北方大街。P1停车场（1200个车位）位于主入口旁，P2停车场（600个车位）位于4号馆旁。观众停车收费，参展商凭通行证停车。</p>
<h2>从机场出发</h2>
<p>乘坐机场快线至市区航站楼，再换乘地铁（需换乘一次），全程约70分钟。乘出租车需40至60分钟，视交通情况而定。</p>
<h2>开放时间</h2>
<ul><li>11月9日至11日——10:00至18:00；</li><li>11月12日——10:00至16:00。</li></ul>
<p>展馆对参展商提前一小时开放。</p>`,
  ),
};

export const PRIVACY = {
  title: L('Политика обработки персональных данных', 'Privacy policy', '个人数据处理政策'),
  body: L(
    `<p>ООО «Металл-Экспо Сервис» (далее — Организатор) обрабатывает персональные данные посетителей сайта и выставки в соответствии с законодательством Российской Федерации.</p>
<h2>Какие данные мы собираем</h2>
<ul><li>при регистрации посетителя: фамилия, имя, отчество, e-mail, телефон, компания, должность, город;</li><li>при подаче заявки на участие: контактные данные представителя компании и сведения о заявке.</li></ul>
<h2>Для чего мы их используем</h2>
<ul><li>для оформления электронного билета и пропуска на выставку;</li><li>для связи по заявке на участие;</li><li>для рассылки новостей выставки — только с вашего согласия.</li></ul>
<h2>Хранение и защита</h2>
<p>Данные хранятся на серверах в Российской Федерации и не передаются третьим лицам, кроме случаев, предусмотренных законом. Пароли хранятся только в виде криптографического хеша.</p>
<h2>Ваши права</h2>
<p>Вы можете запросить сведения о своих данных, их исправление или удаление, написав на <a href="mailto:privacy@metal-industry-expo.ru">privacy@metal-industry-expo.ru</a>. Мы ответим в течение 10 рабочих дней.</p>`,
    `<p>Metal-Expo Service LLC (the Organiser) processes the personal data of website and exhibition visitors in accordance with the law of the Russian Federation.</p>
<h2>What we collect</h2>
<ul><li>when you register as a visitor: your name, e-mail, phone, company, job title and city;</li><li>when a company applies to exhibit: its representative’s contact details and the application.</li></ul>
<h2>What we use it for</h2>
<ul><li>issuing your e-ticket and exhibition badge;</li><li>contacting you about an exhibitor application;</li><li>sending exhibition news — only if you agree.</li></ul>
<h2>Storage and protection</h2>
<p>Data is stored on servers in the Russian Federation and is not passed to third parties except where the law requires it. Passwords are stored only as a cryptographic hash.</p>
<h2>Your rights</h2>
<p>You can ask what data we hold about you and have it corrected or deleted by writing to <a href="mailto:privacy@metal-industry-expo.ru">privacy@metal-industry-expo.ru</a>. We reply within 10 working days.</p>`,
    `<p>金属展览服务有限责任公司（以下简称“主办方”）依照俄罗斯联邦法律处理网站和展会观众的个人数据。</p>
<h2>我们收集哪些数据</h2>
<ul><li>观众注册时：姓名、电子邮箱、电话、公司、职位、城市；</li><li>企业申请参展时：企业代表的联系方式和申请信息。</li></ul>
<h2>数据用途</h2>
<ul><li>办理电子门票和展会证件；</li><li>就参展申请与您联系；</li><li>发送展会新闻——仅在您同意的情况下。</li></ul>
<h2>存储与保护</h2>
<p>数据存储在俄罗斯联邦境内的服务器上，除法律规定的情况外不会提供给第三方。密码仅以加密哈希形式存储。</p>
<h2>您的权利</h2>
<p>您可以发送邮件至<a href="mailto:privacy@metal-industry-expo.ru">privacy@metal-industry-expo.ru</a>，查询、更正或删除您的数据。我们将在10个工作日内回复。</p>`,
  ),
};
