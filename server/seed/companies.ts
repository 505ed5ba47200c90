/**
 * Fictional companies of the demo's metal-industry world, shared by partners, reviews and contest
 * laureates so the same names recur across the site. Their sites use the reserved .example domain: the
 * demo must never send visitors to somebody's real website.
 */
import type { Localized } from '../db/schema';
import { L } from './localized';

export type DemoCompany = { slug: string; name: Localized };

const company = (slug: string, ru: string, en: string, zh: string): DemoCompany => ({ slug, name: L(ru, en, zh) });

export const COMPANIES = {
  kamaSteel: company('kama-steel', 'АО «Камская сталь»', 'Kama Steel JSC', '卡马钢铁股份公司'),
  volzhskyRolling: company('volzhsky-rolling', 'ПАО «Волжский прокатный комбинат»', 'Volzhsky Rolling Mill PJSC', '伏尔加轧钢联合企业'),
  sibNonferrous: company(
    'sib-nonferrous',
    'ООО «Сибирские цветные металлы»',
    'Siberian Non-Ferrous Metals LLC',
    '西伯利亚有色金属有限公司',
  ),
  meridianPipe: company('meridian-pipe', 'АО «Трубная компания «Меридиан»', 'Meridian Pipe Company JSC', '子午线管业股份公司'),
  ladogaService: company(
    'ladoga-metal-service',
    'ООО «Металлсервис-центр «Ладога»',
    'Ladoga Metal Service Centre LLC',
    '拉多加金属服务中心',
  ),
  stankomash: company('stankomash-engineering', 'АО «Станкомаш-Инжиниринг»', 'Stankomash Engineering JSC', '机床机械工程股份公司'),
  arcticTitanium: company('arctic-titanium', 'ООО «Арктик Титан»', 'Arctic Titanium LLC', '北极钛业有限公司'),
  southUralHardware: company('south-ural-hardware', 'АО «Южноуральский метизный завод»', 'South Ural Hardware Works JSC', '南乌拉尔五金厂'),
  laserTech: company('lasertech-systems', 'ООО «ЛазерТех Системы»', 'LaserTech Systems LLC', '激光技术系统有限公司'),
  ogneuporProfi: company('ogneupor-profi', 'АО «Огнеупор-Профи»', 'Ogneupor Profi JSC', '专业耐火材料股份公司'),
  thermoLit: company('thermolit', 'ООО «ТермоЛит»', 'ThermoLit LLC', '热铸有限公司'),
  nevaWelding: company('neva-welding', 'АО «Невская сварочная компания»', 'Neva Welding Company JSC', '涅瓦焊接股份公司'),
  alumprofil: company('alumprofil-group', 'ООО «Алюмпрофиль Групп»', 'Alumprofil Group LLC', '铝型材集团有限公司'),
  donMetal: company('don-metal-centre', 'ООО «Донской металлоцентр»', 'Don Metal Centre LLC', '顿河金属中心有限公司'),
  digitalMetallurgy: company('digital-metallurgy', 'АО «Цифровая металлургия»', 'Digital Metallurgy JSC', '数字冶金股份公司'),
  jiangnanTrading: company(
    'jiangnan-metal-trading',
    'Jiangnan Metal Trading Co., Ltd.',
    'Jiangnan Metal Trading Co., Ltd.',
    '江南金属贸易有限公司',
  ),
  antikorPlus: company('antikor-plus', 'ООО «Антикор Плюс»', 'Antikor Plus LLC', '防腐加有限公司'),
  severLogistic: company('sever-metal-logistics', 'ООО «Север Металл Логистик»', 'Sever Metal Logistics LLC', '北方金属物流有限公司'),
} as const;

export const companyLogo = (c: { slug: string }) => `/media/logo/${c.slug}.svg`;
export const companySite = (c: { slug: string }) => `https://${c.slug}.example`;
