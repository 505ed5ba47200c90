/**
 * Company names, addresses and phones that read as local in each country. Russian brands glue a place
 * or word stem to a trade root ("Камапрокат", "Вектор-Метиз"); plants take a regional adjective
 * ("Верхнекамский трубный завод"); Chinese companies are city + brand + industry ("无锡恒达钢铁").
 * Every stem is fictional on purpose, so no real company's name is reproduced.
 */
import type { Localized } from '../db/schema';
import type { CompanyKind } from './company-kinds';
import type { CountrySeed } from './countries';
import { L } from './localized';
import type { Rng } from './prng';

/** River and region stems glued to the root ("Кама" + "прокат"). */
const GLUED_STEMS = [
  L('Урал', 'Ural', '乌拉尔'),
  L('Волга', 'Volga', '伏尔加'),
  L('Кама', 'Kama', '卡马'),
  L('Ока', 'Oka', '奥卡'),
  L('Сиб', 'Sib', '西伯'),
  L('Балт', 'Balt', '波罗的'),
  L('Дон', 'Don', '顿河'),
  L('Ангара', 'Angara', '安加拉'),
  L('Печора', 'Pechora', '伯朝拉'),
  L('Вятка', 'Vyatka', '维亚特卡'),
  L('Ладога', 'Ladoga', '拉多加'),
  L('Иртыш', 'Irtysh', '额尔齐斯'),
  L('Тобол', 'Tobol', '托博尔'),
  L('Енисей', 'Enisey', '叶尼塞'),
  L('Амур', 'Amur', '阿穆尔'),
  L('Онега', 'Onega', '奥涅加'),
];
/** Word stems joined with a hyphen ("Вектор-Метиз"). */
const HYPHEN_STEMS = [
  L('Кедр', 'Kedr', '雪松'),
  L('Вектор', 'Vektor', '矢量'),
  L('Гранит', 'Granit', '花岗岩'),
  L('Меридиан', 'Meridian', '子午线'),
  L('Атлант', 'Atlant', '阿特兰特'),
  L('Феникс', 'Feniks', '凤凰'),
  L('Крон', 'Kron', '克朗'),
  L('Стандарт', 'Standart', '标准'),
  L('Профи', 'Profi', '专业'),
  L('Техно', 'Tekhno', '技术'),
  L('Альфа', 'Alfa', '阿尔法'),
  L('Зенит', 'Zenit', '天顶'),
  L('Орион', 'Orion', '猎户'),
  L('Магистраль', 'Magistral', '干线'),
  L('Континент', 'Kontinent', '大陆'),
  L('Импульс', 'Impuls', '脉冲'),
];
/** Regional adjectives of plant names; every plant word is masculine (завод, комбинат). */
const PLANT_REGIONS = [
  L('Верхнекамский', 'Upper Kama', '上卡马'),
  L('Среднеуральский', 'Middle Urals', '中乌拉尔'),
  L('Приангарский', 'Angara', '安加拉'),
  L('Северо-Двинский', 'North Dvina', '北德维纳'),
  L('Приокский', 'Oka River', '奥卡河'),
  L('Нижнетобольский', 'Lower Tobol', '下托博尔'),
  L('Верхнедонской', 'Upper Don', '上顿河'),
  L('Прибайкальский', 'Baikal', '贝加尔'),
  L('Среднеенисейский', 'Middle Yenisei', '中叶尼塞'),
  L('Приладожский', 'Ladoga', '拉多加'),
  L('Волго-Камский', 'Volga-Kama', '伏尔加-卡马'),
  L('Северо-Печорский', 'North Pechora', '北伯朝拉'),
  L('Верхневятский', 'Upper Vyatka', '上维亚特卡'),
  L('Прииртышский', 'Irtysh', '额尔齐斯'),
  L('Онежский', 'Onega', '奥涅加'),
  L('Ангаро-Ленский', 'Angara-Lena', '安加拉-勒拿'),
  L('Среднеокский', 'Middle Oka', '中奥卡'),
];

const CIS_STREETS = [
  L('Заводская', 'Zavodskaya', '扎沃茨卡亚'),
  L('Промышленная', 'Promyshlennaya', '工业'),
  L('Металлургов', 'Metallurgov', '冶金工人'),
  L('Индустриальная', 'Industrialnaya', '产业'),
  L('Трубников', 'Trubnikov', '管工'),
  L('Сталеваров', 'Stalevarov', '炼钢工人'),
  L('Литейная', 'Liteynaya', '铸造'),
  L('Кузнечная', 'Kuznechnaya', '锻工'),
  L('Складская', 'Skladskaya', '仓储'),
  L('Машиностроителей', 'Mashinostroiteley', '机械制造者'),
];
const CHINA_STREETS = [
  L('Промышленный проспект', 'Industrial Avenue', '工业大道'),
  L('улица Ганчэн', 'Gangcheng Road', '钢城路'),
  L('проспект Развития', 'Development Avenue', '发展大道'),
  L('улица Синькай', 'Xinkai Road', '新开路'),
  L('Технопарковая улица', 'Science Park Road', '科技园路'),
];
const WORLD_STREETS = [
  L('Промышленная зона', 'Industrial Zone', '工业区'),
  L('Портовая дорога', 'Harbour Road', '港口路'),
  L('Технопарк', 'Technology Park', '科技园'),
  L('Фабричная улица', 'Factory Street', '工厂街'),
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const map3 = (fn: (lang: keyof Localized) => string): Localized => ({ ru: fn('ru'), en: fn('en'), zh: fn('zh') });

export type CompanyName = { short: Localized; legalForm: Localized };

export function companyName(rng: Rng, country: CountrySeed, kind: CompanyKind, city: Localized): CompanyName {
  const legalForm = rng.pick(country.legal);
  if (country.style === 'china') {
    const stem = rng.pick(country.stems ?? []);
    const industry = rng.pick(kind.industries);
    return {
      short: L(`${city.ru} ${stem.ru} ${industry.ru}`, `${city.en} ${stem.en} ${industry.en}`, `${city.zh}${stem.zh}${industry.zh}`),
      legalForm,
    };
  }
  if (country.style === 'latin') {
    const stem = rng.pick(country.stems ?? []);
    const industry = rng.pick(kind.industries);
    return { short: L(`${stem.ru} ${industry.ru}`, `${stem.en} ${industry.en}`, `${stem.zh}${industry.zh}`), legalForm };
  }
  const root = rng.pick(kind.roots);
  if (!country.stems && kind.plants.length > 0 && rng.chance(0.35)) {
    const region = rng.pick(PLANT_REGIONS);
    const plant = rng.pick(kind.plants);
    return { short: L(`${region.ru} ${plant.ru}`, `${region.en} ${plant.en}`, `${region.zh}${plant.zh}`), legalForm };
  }
  if (!country.stems && rng.chance(0.5)) {
    const stem = rng.pick(GLUED_STEMS);
    return { short: map3((lang) => (lang === 'zh' ? stem.zh + root.zh : stem[lang] + root[lang])), legalForm };
  }
  const stem = rng.pick(country.stems ?? HYPHEN_STEMS);
  return { short: map3((lang) => (lang === 'zh' ? stem.zh + root.zh : `${stem[lang]}-${capitalise(root[lang])}`)), legalForm };
}

/** The legal name: the form around the short name ("АО «Камапрокат»", "Kamaprokat JSC"). */
export const fullTitle = (name: CompanyName): Localized => map3((lang) => name.legalForm[lang].replace('%', name.short[lang]));

export function companyAddress(rng: Rng, country: CountrySeed, city: Localized): Localized {
  const number = rng.int(1, 180);
  if (country.style === 'cis') {
    const street = rng.pick(CIS_STREETS);
    const home = country.cid === 'C-RU';
    return L(
      `${home ? '' : `${country.name.ru}, `}г. ${city.ru}, ул. ${street.ru}, д. ${number}`,
      `${number} ${street.en} St., ${city.en}, ${country.name.en}`,
      `${country.name.zh}${city.zh}${street.zh}街${number}号`,
    );
  }
  const street = rng.pick(country.style === 'china' ? CHINA_STREETS : WORLD_STREETS);
  return L(
    `${country.name.ru}, ${city.ru}, ${street.ru}, ${number}`,
    `${number} ${street.en}, ${city.en}, ${country.name.en}`,
    `${country.name.zh}${city.zh}${street.zh}${number}号`,
  );
}

const digits = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');

export function companyPhone(rng: Rng, country: CountrySeed, cityIndex: number): string {
  const { code, areas, ruStyle } = country.phone;
  const area = areas[cityIndex % areas.length] ?? areas[0] ?? '';
  if (ruStyle) {
    // Russian numbers keep ten digits: a longer area code leaves a shorter local part.
    const local = digits(rng, 10 - area.length);
    const head = local.slice(0, local.length - 4);
    return `${code} (${area}) ${head}-${local.slice(-4, -2)}-${local.slice(-2)}`;
  }
  return `${code} ${area} ${digits(rng, 4)} ${digits(rng, 4)}`;
}

/** A web-safe slug of the English name, for logo paths and the fictional demo domains. */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}
