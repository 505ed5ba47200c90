/** Partner groups of the exhibition: general, official and information partners, and supporting bodies. */
import { partnerCompanies, partnerGroups, type Localized } from '../db/schema';
import { COMPANIES, companySite, type DemoCompany } from './companies';
import type { SeedTx } from './index';
import { storedAll, type SeedPictures } from './pictures';
import { L } from './localized';
import { EX_TYPE } from './site';

type Partner = { slug: string; title: Localized };
const fromCompany = (c: DemoCompany): Partner => ({ slug: c.slug, title: c.name });
const partner = (slug: string, ru: string, en: string, zh: string): Partner => ({ slug, title: L(ru, en, zh) });

const GROUP_IDS = ['general', 'official', 'media', 'support'];

const GROUPS: [Localized, Partner[]][] = [
  [
    L('Генеральные партнёры', 'General partners', '总合作伙伴'),
    [fromCompany(COMPANIES.volzhskyRolling), fromCompany(COMPANIES.meridianPipe), fromCompany(COMPANIES.kamaSteel)],
  ],
  [
    L('Официальные партнёры', 'Official partners', '官方合作伙伴'),
    [
      partner(
        'rolled-metal-association',
        'Ассоциация производителей металлопроката',
        'Association of Rolled Metal Producers',
        '金属轧材生产商协会',
      ),
      fromCompany(COMPANIES.digitalMetallurgy),
      fromCompany(COMPANIES.laserTech),
      fromCompany(COMPANIES.arcticTitanium),
      fromCompany(COMPANIES.ladogaService),
      fromCompany(COMPANIES.jiangnanTrading),
    ],
  ],
  [
    L('Информационные партнёры', 'Media partners', '媒体合作伙伴'),
    [
      partner('metallurg-herald', 'Журнал «Металлургический вестник»', 'Metallurgical Herald magazine', '《冶金通讯》杂志'),
      partner('prokat-i-truby', 'Журнал «Прокат и трубы»', 'Rolled Products & Pipes magazine', '《轧材与管材》杂志'),
      partner('steelpulse', 'Аналитический портал «СтальПульс»', 'SteelPulse analytics portal', '“钢铁脉搏”分析门户'),
      partner('metalworking-bulletin', 'Журнал «Вестник металлообработки»', 'Metalworking Bulletin', '《金属加工通讯》杂志'),
      partner('metal-and-people', 'Telegram-канал «Металл и люди»', 'Metal & People Telegram channel', '“金属与人”Telegram频道'),
      partner(
        'industrial-review',
        'Деловой журнал «Промышленное обозрение»',
        'Industrial Review business magazine',
        '《工业评论》商业杂志',
      ),
      partner('foundry-today', 'Журнал «Литейное дело сегодня»', 'Foundry Today magazine', '《今日铸造》杂志'),
    ],
  ],
  [
    L('При поддержке', 'Supported by', '支持单位'),
    [
      partner('metal-traders-union', 'Союз металлоторговых компаний', 'Union of Metal Trading Companies', '金属贸易企业联盟'),
      partner('welding-society', 'Научно-техническое общество сварщиков', 'Welding Engineers Society', '焊接工程师学会'),
      partner('machine-tool-association', 'Ассоциация станкостроителей', 'Machine Tool Builders Association', '机床制造商协会'),
    ],
  ],
];

export async function seedPartners(tx: SeedTx, pictures: SeedPictures) {
  const slugs = GROUPS.flatMap(([, partners]) => partners.map((p) => p.slug));
  const stored = await storedAll(
    pictures,
    slugs.map((slug) => `/media/partners/${slug}.svg`),
  );
  const logos = new Map(slugs.map((slug, index) => [slug, stored[index]]));
  const groups = await tx
    .insert(partnerGroups)
    .values(
      GROUPS.map(([title], index) => ({
        exType: EX_TYPE,
        position: index + 1,
        title,
        externalId: GROUP_IDS[index] ?? `group-${index + 1}`,
      })),
    )
    .returning({ id: partnerGroups.id, position: partnerGroups.position });
  const idAt = new Map(groups.map((group) => [group.position, group.id]));
  await tx.insert(partnerCompanies).values(
    GROUPS.flatMap(([, partners], groupIndex) =>
      partners.map((p, index) => ({
        groupId: idAt.get(groupIndex + 1) ?? 0,
        position: index + 1,
        title: p.title,
        externalId: p.slug,
        logo: logos.get(p.slug) ?? '',
        link: companySite(p),
      })),
    ),
  );
}
