/**
 * Countries of the exhibitors, with what the catalogue generator needs to make a company of each look
 * local: legal forms ('%' is the name), cities, phone codes, web domains and name stems.
 */
import { countries as countriesTable, type Localized } from '../db/schema';
import type { SeedTx } from './index';
import { L } from './localized';

/** cis: Russian-language brand names ("Уралпрокат"); china: city + brand + industry; latin: brand + industry. */
export type NameStyle = 'cis' | 'china' | 'latin';

export type CountrySeed = {
  cid: string;
  name: Localized;
  /** Relative share of the catalogue. */
  weight: number;
  style: NameStyle;
  legal: readonly Localized[];
  cities: readonly Localized[];
  phone: { code: string; areas: readonly string[]; ruStyle?: boolean };
  tld: string;
  /** Brand stems for this country; CIS countries other than Russia and every latin one have their own. */
  stems?: readonly Localized[];
};

const RU_LEGAL = [L('АО «%»', '% JSC', '%股份公司'), L('ООО «%»', '% LLC', '%有限责任公司'), L('ПАО «%»', '% PJSC', '%公众股份公司')];
const suffix = (ru: string, en: string, zh: string) => L(`% ${ru}`, `% ${en}`, `%${zh}`);

export const countrySeeds: readonly CountrySeed[] = [
  {
    cid: 'C-RU', name: L('Россия', 'Russia', '俄罗斯'), weight: 52, style: 'cis', legal: RU_LEGAL, tld: 'ru',
    cities: [L('Екатеринбург', 'Yekaterinburg', '叶卡捷琳堡'), L('Челябинск', 'Chelyabinsk', '车里雅宾斯克'), L('Москва', 'Moscow', '莫斯科'), L('Санкт-Петербург', 'Saint Petersburg', '圣彼得堡'), L('Нижний Новгород', 'Nizhny Novgorod', '下诺夫哥罗德'), L('Новосибирск', 'Novosibirsk', '新西伯利亚'), L('Самара', 'Samara', '萨马拉'), L('Пермь', 'Perm', '彼尔姆'), L('Липецк', 'Lipetsk', '利佩茨克'), L('Череповец', 'Cherepovets', '切列波韦茨'), L('Красноярск', 'Krasnoyarsk', '克拉斯诺亚尔斯克'), L('Тула', 'Tula', '图拉')],
    phone: { code: '+7', areas: ['343', '351', '495', '812', '831', '383', '846', '342', '474', '8202', '391', '4872'], ruStyle: true },
  },
  {
    cid: 'C-CN', name: L('Китай', 'China', '中国'), weight: 15, style: 'china', tld: 'cn',
    legal: [L('% Ко., Лтд.', '% Co., Ltd.', '%有限公司'), L('% Груп Ко., Лтд.', '% Group Co., Ltd.', '%集团股份有限公司')],
    cities: [L('Уси', 'Wuxi', '无锡'), L('Таншань', 'Tangshan', '唐山'), L('Тяньцзинь', 'Tianjin', '天津'), L('Аньшань', 'Anshan', '鞍山'), L('Баотоу', 'Baotou', '包头'), L('Ханьдань', 'Handan', '邯郸'), L('Лоян', 'Luoyang', '洛阳'), L('Фошань', 'Foshan', '佛山'), L('Вэньчжоу', 'Wenzhou', '温州'), L('Нинбо', 'Ningbo', '宁波'), L('Цзинань', 'Jinan', '济南'), L('Шэньян', 'Shenyang', '沈阳'), L('Чанчжоу', 'Changzhou', '常州'), L('Ухань', 'Wuhan', '武汉')],
    phone: { code: '+86', areas: ['510', '315', '22', '412', '472', '310', '379', '757', '577', '574', '531', '24', '519', '27'] },
    stems: [L('Хэнда', 'Hengda', '恒达'), L('Синьтай', 'Xintai', '鑫泰'), L('Хунъюань', 'Hongyuan', '宏远'), L('Цзиньдин', 'Jinding', '金鼎'), L('Хуашэн', 'Huasheng', '华盛'), L('Юнсин', 'Yongxing', '永兴'), L('Жуйфэн', 'Ruifeng', '瑞丰'), L('Тяньчэн', 'Tiancheng', '天成'), L('Бода', 'Boda', '博达'), L('Дэлун', 'Delong', '德隆'), L('Цзячэн', 'Jiacheng', '嘉诚'), L('Синьюй', 'Xinyu', '新宇'), L('Жуньфа', 'Runfa', '润发'), L('Шэнтун', 'Shengtong', '盛通'), L('Хайтэ', 'Haite', '海特'), L('Юаньхан', 'Yuanhang', '远航'), L('Хуэйцзинь', 'Huijin', '汇金'), L('Гуанъюань', 'Guangyuan', '广源'), L('Чансин', 'Changxing', '昌兴'), L('Лунтэн', 'Longteng', '龙腾')],
  },
  {
    cid: 'C-BY', name: L('Беларусь', 'Belarus', '白俄罗斯'), weight: 5, style: 'cis', tld: 'by',
    legal: [L('ОАО «%»', '% OJSC', '%开放式股份公司'), L('ООО «%»', '% LLC', '%有限责任公司')],
    cities: [L('Минск', 'Minsk', '明斯克'), L('Гомель', 'Gomel', '戈梅利'), L('Могилёв', 'Mogilev', '莫吉廖夫'), L('Гродно', 'Grodno', '格罗德诺')],
    phone: { code: '+375', areas: ['17', '232', '222', '152'] },
    stems: [L('Неман', 'Neman', '涅曼'), L('Полесье', 'Polesie', '波列西耶'), L('Березина', 'Berezina', '别列津纳'), L('Свислочь', 'Svisloch', '斯维斯洛奇'), L('Белмет', 'Belmet', '白金属')],
  },
  {
    cid: 'C-KZ', name: L('Казахстан', 'Kazakhstan', '哈萨克斯坦'), weight: 4, style: 'cis', tld: 'kz',
    legal: [L('ТОО «%»', '% LLP', '%有限责任合伙企业'), L('АО «%»', '% JSC', '%股份公司')],
    cities: [L('Караганда', 'Karaganda', '卡拉干达'), L('Павлодар', 'Pavlodar', '巴甫洛达尔'), L('Алматы', 'Almaty', '阿拉木图'), L('Астана', 'Astana', '阿斯塔纳')],
    phone: { code: '+7', areas: ['7212', '7182', '727', '7172'], ruStyle: true },
    stems: [L('Сарыарка', 'Saryarka', '萨雷阿尔卡'), L('Ертис', 'Ertis', '额尔齐斯'), L('Каспий', 'Kaspiy', '里海'), L('Жетысу', 'Zhetysu', '七河'), L('Алатау', 'Alatau', '阿拉套')],
  },
  {
    cid: 'C-UZ', name: L('Узбекистан', 'Uzbekistan', '乌兹别克斯坦'), weight: 2, style: 'cis', tld: 'uz',
    legal: [L('АО «%»', '% JSC', '%股份公司'), L('ООО «%»', '% LLC', '%有限责任公司')],
    cities: [L('Ташкент', 'Tashkent', '塔什干'), L('Самарканд', 'Samarkand', '撒马尔罕'), L('Навои', 'Navoi', '纳沃伊')],
    phone: { code: '+998', areas: ['71', '66', '79'] },
    stems: [L('Зарафшан', 'Zarafshan', '泽拉夫尚'), L('Фергана', 'Fergana', '费尔干纳'), L('Турон', 'Turon', '图兰')],
  },
  {
    cid: 'C-TR', name: L('Турция', 'Turkey', '土耳其'), weight: 3, style: 'latin', tld: 'com.tr',
    legal: [suffix('А.Ш.', 'A.Ş.', '股份公司'), suffix('Лтд. Шти.', 'Ltd. Şti.', '有限公司')],
    cities: [L('Стамбул', 'Istanbul', '伊斯坦布尔'), L('Измир', 'Izmir', '伊兹密尔'), L('Искендерун', 'Iskenderun', '伊斯肯德伦'), L('Бурса', 'Bursa', '布尔萨')],
    phone: { code: '+90', areas: ['212', '232', '326', '224'] },
    stems: [L('Анадолу', 'Anadolu', '安纳托利亚'), L('Карадениз', 'Karadeniz', '黑海'), L('Эге', 'Ege', '爱琴'), L('Торос', 'Toros', '托罗斯'), L('Йылдыз', 'Yildiz', '耶尔德兹')],
  },
  {
    cid: 'C-IN', name: L('Индия', 'India', '印度'), weight: 3, style: 'latin', tld: 'in',
    legal: [suffix('Пвт. Лтд.', 'Pvt. Ltd.', '私人有限公司'), suffix('Лтд.', 'Ltd.', '有限公司')],
    cities: [L('Мумбаи', 'Mumbai', '孟买'), L('Ченнаи', 'Chennai', '金奈'), L('Калькутта', 'Kolkata', '加尔各答'), L('Пуна', 'Pune', '浦那')],
    phone: { code: '+91', areas: ['22', '44', '33', '20'] },
    stems: [L('Шакти', 'Shakti', '沙克蒂'), L('Сагар', 'Sagar', '萨加尔'), L('Вардхан', 'Vardhan', '瓦尔丹'), L('Кавери', 'Kaveri', '卡韦里'), L('Сурья', 'Surya', '苏利耶')],
  },
  {
    cid: 'C-DE', name: L('Германия', 'Germany', '德国'), weight: 2, style: 'latin', tld: 'de',
    legal: [suffix('ГмбХ', 'GmbH', '有限责任公司'), suffix('АГ', 'AG', '股份公司')],
    cities: [L('Дюссельдорф', 'Düsseldorf', '杜塞尔多夫'), L('Дуйсбург', 'Duisburg', '杜伊斯堡'), L('Штутгарт', 'Stuttgart', '斯图加特'), L('Ганновер', 'Hanover', '汉诺威')],
    phone: { code: '+49', areas: ['211', '203', '711', '511'] },
    stems: [L('Келлер', 'Keller', '凯勒'), L('Хоффманн', 'Hoffmann', '霍夫曼'), L('Брандт', 'Brandt', '勃兰特'), L('Линднер', 'Lindner', '林德纳'), L('Рейнталь', 'Rheintal', '莱茵谷')],
  },
  {
    cid: 'C-IT', name: L('Италия', 'Italy', '意大利'), weight: 2, style: 'latin', tld: 'it',
    legal: [suffix('С.п.А.', 'S.p.A.', '股份公司'), suffix('С.р.л.', 'S.r.l.', '有限责任公司')],
    cities: [L('Брешиа', 'Brescia', '布雷西亚'), L('Милан', 'Milan', '米兰'), L('Турин', 'Turin', '都灵'), L('Бергамо', 'Bergamo', '贝加莫')],
    phone: { code: '+39', areas: ['030', '02', '011', '035'] },
    stems: [L('Феррарези', 'Ferraresi', '费拉雷西'), L('Ломбарди', 'Lombardi', '隆巴迪'), L('Беллини', 'Bellini', '贝里尼'), L('Моретти', 'Moretti', '莫雷蒂'), L('Вальтрумпия', 'Valtrompia', '瓦尔特龙皮亚')],
  },
  {
    cid: 'C-IR', name: L('Иран', 'Iran', '伊朗'), weight: 1.5, style: 'latin', tld: 'ir',
    legal: [suffix('Ко.', 'Co.', '公司')],
    cities: [L('Исфахан', 'Isfahan', '伊斯法罕'), L('Тегеран', 'Tehran', '德黑兰'), L('Тебриз', 'Tabriz', '大不里士')],
    phone: { code: '+98', areas: ['31', '21', '41'] },
    stems: [L('Альборз', 'Alborz', '厄尔布尔士'), L('Загрос', 'Zagros', '扎格罗斯'), L('Парс', 'Pars', '帕尔斯')],
  },
  {
    cid: 'C-AE', name: L('ОАЭ', 'UAE', '阿联酋'), weight: 1, style: 'latin', tld: 'ae',
    legal: [suffix('ФЗЕ', 'FZE', '自贸区公司'), suffix('ЛЛС', 'LLC', '有限责任公司')],
    cities: [L('Дубай', 'Dubai', '迪拜'), L('Шарджа', 'Sharjah', '沙迦'), L('Абу-Даби', 'Abu Dhabi', '阿布扎比')],
    phone: { code: '+971', areas: ['4', '6', '2'] },
    stems: [L('Аль-Нур', 'Al Noor', '努尔'), L('Галф Стар', 'Gulf Star', '海湾之星'), L('Джебель', 'Jebel', '杰贝尔')],
  },
  {
    cid: 'C-RS', name: L('Сербия', 'Serbia', '塞尔维亚'), weight: 1, style: 'latin', tld: 'rs',
    legal: [suffix('д.о.о.', 'd.o.o.', '有限责任公司')],
    cities: [L('Белград', 'Belgrade', '贝尔格莱德'), L('Нови-Сад', 'Novi Sad', '诺维萨德'), L('Смедерево', 'Smederevo', '斯梅代雷沃')],
    phone: { code: '+381', areas: ['11', '21', '26'] },
    stems: [L('Морава', 'Morava', '摩拉瓦'), L('Сава', 'Sava', '萨瓦'), L('Дрина', 'Drina', '德里纳')],
  },
  {
    cid: 'C-AM', name: L('Армения', 'Armenia', '亚美尼亚'), weight: 1, style: 'cis', tld: 'am',
    legal: [L('ЗАО «%»', '% CJSC', '%封闭式股份公司'), L('ООО «%»', '% LLC', '%有限责任公司')],
    cities: [L('Ереван', 'Yerevan', '埃里温'), L('Гюмри', 'Gyumri', '久姆里'), L('Ванадзор', 'Vanadzor', '瓦纳佐尔')],
    phone: { code: '+374', areas: ['10', '312', '322'] },
    stems: [L('Ширак', 'Shirak', '希拉克'), L('Севан', 'Sevan', '塞凡'), L('Арагац', 'Aragats', '阿拉加茨')],
  },
  {
    cid: 'C-VN', name: L('Вьетнам', 'Vietnam', '越南'), weight: 1, style: 'latin', tld: 'vn',
    legal: [suffix('АО', 'JSC', '股份公司')],
    cities: [L('Хайфон', 'Haiphong', '海防'), L('Ханой', 'Hanoi', '河内'), L('Хошимин', 'Ho Chi Minh City', '胡志明市')],
    phone: { code: '+84', areas: ['225', '24', '28'] },
    stems: [L('Шонг Хонг', 'Song Hong', '红河'), L('Тханг Лонг', 'Thang Long', '升龙'), L('Меконг', 'Mekong', '湄公')],
  },
  {
    cid: 'C-KG', name: L('Киргизия', 'Kyrgyzstan', '吉尔吉斯斯坦'), weight: 0.7, style: 'cis', tld: 'kg',
    legal: [L('ОсОО «%»', '% LLC', '%有限责任公司')],
    cities: [L('Бишкек', 'Bishkek', '比什凯克'), L('Ош', 'Osh', '奥什')],
    phone: { code: '+996', areas: ['312', '3222'] },
    stems: [L('Ала-Тоо', 'Ala-Too', '阿拉套'), L('Тянь-Шань', 'Tyan-Shan', '天山')],
  },
  {
    cid: 'C-AZ', name: L('Азербайджан', 'Azerbaijan', '阿塞拜疆'), weight: 0.7, style: 'cis', tld: 'az',
    legal: [L('ООО «%»', '% LLC', '%有限责任公司')],
    cities: [L('Баку', 'Baku', '巴库'), L('Сумгаит', 'Sumgait', '苏姆盖特')],
    phone: { code: '+994', areas: ['12', '18'] },
    stems: [L('Абшерон', 'Absheron', '阿普歇伦'), L('Хазар', 'Khazar', '哈扎尔')],
  },
  {
    cid: 'C-TJ', name: L('Таджикистан', 'Tajikistan', '塔吉克斯坦'), weight: 0.5, style: 'cis', tld: 'tj',
    legal: [L('ООО «%»', '% LLC', '%有限责任公司')],
    cities: [L('Душанбе', 'Dushanbe', '杜尚别'), L('Худжанд', 'Khujand', '苦盏')],
    phone: { code: '+992', areas: ['37', '3422'] },
    stems: [L('Вахш', 'Vakhsh', '瓦赫什'), L('Памир', 'Pamir', '帕米尔')],
  },
  {
    cid: 'C-KR', name: L('Южная Корея', 'South Korea', '韩国'), weight: 1, style: 'latin', tld: 'co.kr',
    legal: [suffix('Ко., Лтд.', 'Co., Ltd.', '株式会社')],
    cities: [L('Пхохан', 'Pohang', '浦项'), L('Пусан', 'Busan', '釜山'), L('Чханвон', 'Changwon', '昌原')],
    phone: { code: '+82', areas: ['54', '51', '55'] },
    stems: [L('Ханбит', 'Hanbit', '韩光'), L('Тэджин', 'Daejin', '大进'), L('Сонъён', 'Seoyoung', '瑞英')],
  },
  {
    cid: 'C-BR', name: L('Бразилия', 'Brazil', '巴西'), weight: 0.5, style: 'latin', tld: 'com.br',
    legal: [suffix('Лтда.', 'Ltda.', '有限公司')],
    cities: [L('Белу-Оризонти', 'Belo Horizonte', '贝洛奥里藏特'), L('Сан-Паулу', 'São Paulo', '圣保罗')],
    phone: { code: '+55', areas: ['31', '11'] },
    stems: [L('Минас', 'Minas', '米纳斯'), L('Парана', 'Paraná', '巴拉那')],
  },
  {
    cid: 'C-EG', name: L('Египет', 'Egypt', '埃及'), weight: 0.5, style: 'latin', tld: 'com.eg',
    legal: [suffix('С.А.Е.', 'S.A.E.', '股份公司')],
    cities: [L('Каир', 'Cairo', '开罗'), L('Александрия', 'Alexandria', '亚历山大')],
    phone: { code: '+20', areas: ['2', '3'] },
    stems: [L('Нил', 'Nile', '尼罗'), L('Дельта', 'Delta', '三角洲')],
  },
  {
    cid: 'C-ID', name: L('Индонезия', 'Indonesia', '印度尼西亚'), weight: 0.5, style: 'latin', tld: 'co.id',
    legal: [L('ПТ %', 'PT %', '%有限公司')],
    cities: [L('Джакарта', 'Jakarta', '雅加达'), L('Сурабая', 'Surabaya', '泗水')],
    phone: { code: '+62', areas: ['21', '31'] },
    stems: [L('Нусантара', 'Nusantara', '努山塔拉'), L('Гаруда', 'Garuda', '迦楼罗')],
  },
  {
    cid: 'C-SA', name: L('Саудовская Аравия', 'Saudi Arabia', '沙特阿拉伯'), weight: 0.5, style: 'latin', tld: 'sa',
    legal: [suffix('ЛЛС', 'LLC', '有限责任公司')],
    cities: [L('Эд-Даммам', 'Dammam', '达曼'), L('Джидда', 'Jeddah', '吉达')],
    phone: { code: '+966', areas: ['13', '12'] },
    stems: [L('Неджд', 'Najd', '纳季德'), L('Аль-Сафа', 'Al Safa', '萨法')],
  },
  {
    cid: 'C-CZ', name: L('Чехия', 'Czech Republic', '捷克'), weight: 0.6, style: 'latin', tld: 'cz',
    legal: [suffix('с.р.о.', 's.r.o.', '有限责任公司'), suffix('а.с.', 'a.s.', '股份公司')],
    cities: [L('Острава', 'Ostrava', '俄斯特拉发'), L('Брно', 'Brno', '布尔诺')],
    phone: { code: '+420', areas: ['59', '54'] },
    stems: [L('Влтава', 'Vltava', '伏尔塔瓦'), L('Бескиды', 'Beskydy', '贝斯基德')],
  },
  {
    cid: 'C-MN', name: L('Монголия', 'Mongolia', '蒙古'), weight: 0.4, style: 'latin', tld: 'mn',
    legal: [suffix('ЛЛС', 'LLC', '有限责任公司')],
    cities: [L('Улан-Батор', 'Ulaanbaatar', '乌兰巴托'), L('Дархан', 'Darkhan', '达尔汗')],
    phone: { code: '+976', areas: ['11', '1372'] },
    stems: [L('Туул', 'Tuul', '图拉河'), L('Хангай', 'Khangai', '杭爱')],
  },
];

export async function seedCountries(tx: SeedTx) {
  await tx.insert(countriesTable).values(countrySeeds.map((country) => ({ oneCid: country.cid, name: country.name })));
}
