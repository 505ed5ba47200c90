/** The organiser's contact page: company details, departments and the management team. */
import { contactInfo, staffers } from '../db/schema';
import type { SeedTx } from './index';
import { storedAll, type SeedPictures } from './pictures';
import { L } from './localized';
import { EX_TYPE } from './site';

const INFORMATION = L(
  '<h2>Организатор выставки</h2><p><strong>ООО «Металл-Экспо Сервис»</strong> проводит выставку «Металл-Индустрия» с 1995 года.</p><p>Адрес: 129085, Москва, проспект Северный, д. 27, стр. 3, офис 410<br>Телефон: <a href="tel:+74957349966">+7 (495) 734-99-66</a><br>E-mail: <a href="mailto:info@metal-industry-expo.ru">info@metal-industry-expo.ru</a></p><p>Режим работы дирекции: понедельник — пятница, с 9:00 до 18:00 (МСК).</p><h3>Отделы</h3><ul><li>Участие в выставке: <a href="mailto:expo@metal-industry-expo.ru">expo@metal-industry-expo.ru</a>, доб. 201</li><li>Деловая программа: <a href="mailto:program@metal-industry-expo.ru">program@metal-industry-expo.ru</a>, доб. 305</li><li>Регистрация посетителей: <a href="mailto:visit@metal-industry-expo.ru">visit@metal-industry-expo.ru</a>, доб. 110</li><li>Пресс-служба и аккредитация СМИ: <a href="mailto:press@metal-industry-expo.ru">press@metal-industry-expo.ru</a>, доб. 404</li></ul>',
  '<h2>Exhibition organiser</h2><p><strong>Metal-Expo Service LLC</strong> has been organising the Metal-Industry exhibition since 1995.</p><p>Address: office 410, bldg. 3, 27 Severny Avenue, Moscow 129085, Russia<br>Phone: <a href="tel:+74957349966">+7 (495) 734-99-66</a><br>E-mail: <a href="mailto:info@metal-industry-expo.ru">info@metal-industry-expo.ru</a></p><p>Office hours: Monday to Friday, 9:00 to 18:00 Moscow time.</p><h3>Departments</h3><ul><li>Exhibiting: <a href="mailto:expo@metal-industry-expo.ru">expo@metal-industry-expo.ru</a>, ext. 201</li><li>Business programme: <a href="mailto:program@metal-industry-expo.ru">program@metal-industry-expo.ru</a>, ext. 305</li><li>Visitor registration: <a href="mailto:visit@metal-industry-expo.ru">visit@metal-industry-expo.ru</a>, ext. 110</li><li>Press office and media accreditation: <a href="mailto:press@metal-industry-expo.ru">press@metal-industry-expo.ru</a>, ext. 404</li></ul>',
  '<h2>展会主办方</h2><p><strong>金属展览服务有限责任公司</strong>自1995年起主办“金属工业”展览会。</p><p>地址：俄罗斯莫斯科北方大街27号3栋410室，邮编129085<br>电话：<a href="tel:+74957349966">+7 (495) 734-99-66</a><br>电子邮箱：<a href="mailto:info@metal-industry-expo.ru">info@metal-industry-expo.ru</a></p><p>办公时间：周一至周五，莫斯科时间9:00至18:00。</p><h3>部门</h3><ul><li>参展事务：<a href="mailto:expo@metal-industry-expo.ru">expo@metal-industry-expo.ru</a>，分机201</li><li>商务活动：<a href="mailto:program@metal-industry-expo.ru">program@metal-industry-expo.ru</a>，分机305</li><li>观众注册：<a href="mailto:visit@metal-industry-expo.ru">visit@metal-industry-expo.ru</a>，分机110</li><li>新闻处及媒体注册：<a href="mailto:press@metal-industry-expo.ru">press@metal-industry-expo.ru</a>，分机404</li></ul>',
);

const STAFF: [slug: string, name: ReturnType<typeof L>, title: ReturnType<typeof L>][] = [
  [
    'sokolova-marina',
    L('Соколова Марина Викторовна', 'Marina Sokolova', '玛丽娜·索科洛娃'),
    L('Генеральный директор', 'Chief Executive Officer', '总经理'),
  ],
  [
    'lebedev-andrey',
    L('Лебедев Андрей Николаевич', 'Andrey Lebedev', '安德烈·列别杰夫'),
    L('Директор выставки', 'Exhibition Director', '展会总监'),
  ],
  [
    'kuznetsova-irina',
    L('Кузнецова Ирина Павловна', 'Irina Kuznetsova', '伊琳娜·库兹涅佐娃'),
    L('Руководитель отдела продаж', 'Head of Sales', '销售部主管'),
  ],
  [
    'volkov-dmitry',
    L('Волков Дмитрий Сергеевич', 'Dmitry Volkov', '德米特里·沃尔科夫'),
    L('Руководитель деловой программы', 'Head of Business Programme', '商务活动负责人'),
  ],
  [
    'zhang-wei',
    L('Чжан Вэй', 'Zhang Wei', '张伟'),
    L('Менеджер по работе с участниками из Китая', 'Exhibitor Manager, China', '中国参展商经理'),
  ],
  [
    'orlova-ekaterina',
    L('Орлова Екатерина Андреевна', 'Ekaterina Orlova', '叶卡捷琳娜·奥尔洛娃'),
    L('Руководитель пресс-службы', 'Head of Press Office', '新闻处主管'),
  ],
  [
    'belov-sergey',
    L('Белов Сергей Игоревич', 'Sergey Belov', '谢尔盖·别洛夫'),
    L('Менеджер по работе с посетителями', 'Visitor Relations Manager', '观众服务经理'),
  ],
];

export async function seedContacts(tx: SeedTx, pictures: SeedPictures) {
  const photos = await storedAll(
    pictures,
    STAFF.map(([slug]) => `/media/people/${slug}.svg`),
  );
  await tx.insert(contactInfo).values({ exType: EX_TYPE, information: INFORMATION });
  await tx.insert(staffers).values(
    STAFF.map(([, fullName, jobTitle], index) => ({
      exType: EX_TYPE,
      position: index + 1,
      photo: photos[index] ?? '',
      fullName,
      jobTitle,
    })),
  );
}
