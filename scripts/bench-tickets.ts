/**
 * Tickets for the gate benchmarks (issue 35), straight into the database in a few statements: registering
 * 100,000 visitors through the API would measure the registration's rate limits and password hashing
 * instead. Each ticket is a real row of `exhibition_registrations` (its id from the `ticket_ids` sequence,
 * a registration number of its own) with an account behind it whose password can never match ("!"), and
 * a revocation is what an organiser's `npm run tickets -- revoke` makes: the registration is deleted and
 * the table's trigger writes `ticket_revocations`. Tokens are signed by server/tickets/keys.ts itself.
 *
 * The names and companies are drawn from short lists by the row's number with different strides, so the
 * roster is as long and about as varied as a real one (gzip finds no runs of identical rows).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/connect';
import { exhibitionByPrefix } from '../server/queries/exhibition-prefix';
import { EX_TYPE } from '../server/seed/site';
import { signTicket } from '../server/tickets/keys';

const LAST = (
  'Соколов Иванов Кузнецов Смирнов Попов Васильев Петров Новиков Фёдоров Морозов Волков Алексеев ' +
  'Лебедев Семёнов Егоров Павлов Козлов Степанов Николаев Орлов Андреев Макаров Никитин Захаров Зайцев ' +
  'Соловьёв Борисов Яковлев Григорьев Романов Воробьёв Сергеев Кудрявцев Гусев Титов Белоусов Медведев ' +
  'Антонов Тарасов Жуков Баранов Филиппов Комаров Давыдов Беляев Герасимов Богданов'
).split(' ');
const MALE = (
  'Александр Дмитрий Максим Сергей Андрей Алексей Артём Илья Кирилл Михаил Никита Матвей Роман Егор ' +
  'Арсений Иван Денис Евгений Тимофей Владимир Павел Олег Игорь Виктор'
).split(' ');
const FEMALE = (
  'Анна Мария Елена Ольга Наталья Ирина Татьяна Светлана Екатерина Юлия Анастасия Дарья Марина Людмила ' +
  'Валентина Галина Надежда Виктория Ксения Алина Полина Вера Оксана Любовь'
).split(' ');
/** Patronymic stems: + "ич" for a man, + "на" for a woman. */
const FATHERS = (
  'Александров Дмитриев Сергеев Андреев Алексеев Михайлов Иванов Евгеньев Владимиров Павлов Олегов ' +
  'Игорев Викторов Николаев Петров Юрьев Борисов Геннадьев Анатольев Валерьев Романов'
).split(' ');
const FORMS = ['ООО', 'АО', 'ПАО', 'ООО НПП', 'АО «Завод', 'ООО ТД'];
const ROOTS = (
  'Урал Сибирь Волга Север Магнито Челябинск Кама Тагил Липецк Оскол Ижора Выкса Енисей Амур Тула ' +
  'Курган Пермь Алтай Байкал Нева Дон Кубань Вятка Онега Печора Саяны Салда Серов Лысьва Златоуст ' +
  'Асбест Ковров Бийск Томь Ангара Иртыш Ока'
).split(' ');
const ENDS = (
  'металл трубосталь прокат литмаш спецсталь метиз сплав станкомаш профиль кран энергомаш ферросплав ' +
  'лист арматура химмаш инструмент техснаб'
).split(' ');

const pick = (list: readonly string[], expression: string) =>
  `(array[${list.map((item) => `'${item}'`).join(',')}])[1 + (${expression}) % ${list.length}]`;
// Names made in SQL from the row number n: trusted constants only, so sql.raw is safe here.
const FIRST_NAME = `case when n % 2 = 0 then ${pick(MALE, 'n / 2')} else ${pick(FEMALE, 'n / 2')} end`;
const LAST_NAME = `${pick(LAST, 'n / 3')} || case when n % 2 = 0 then '' else 'а' end`;
const PATRONYMIC = `${pick(FATHERS, 'n / 5')} || case when n % 2 = 0 then 'ич' else 'на' end`;
const COMPANY = `${pick(FORMS, 'n / 7')} || ' «' || ${pick(ROOTS, 'n / 11')} || ${pick(ENDS, 'n / 13')} || '»' || case when (n / 7) % 6 = 4 then '»' else '' end`;

export async function currentExhibition(db: Db) {
  return exhibitionByPrefix(db, EX_TYPE, undefined);
}

export async function ticketCount(db: Db, exPrefix: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from exhibition_registrations where ex_prefix = ${exPrefix}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

export async function revokedCount(db: Db, exPrefix: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ticket_revocations where ex_prefix = ${exPrefix}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/**
 * Adds `count` registrations to the exhibition, each with its own account (login `<tag>.<n>@bench.example.org`),
 * on registration numbers nobody holds. Returns how many were added (the number space is 1,000,000 a show).
 */
export async function addTickets(db: Db, exPrefix: string, count: number, tag: string): Promise<number> {
  if (count <= 0) return 0;
  const result = await db.execute(sql`
    with free as (
      select n from generate_series(0, 999999) as n
      -- Neither a registration's number nor a revoked one's: a number read at the gate names one visitor only.
      where ${exPrefix} || '-' || lpad(n::text, 6, '0') not in (
        select registration_number from exhibition_registrations where ex_prefix = ${exPrefix}
        union all select registration_number from ticket_revocations where ex_prefix = ${exPrefix})
      order by n
      limit ${count}
    ), made as (
      insert into users (login, password_hash, first_name, last_name, patronymic_name, company, phone)
      select ${tag} || '.' || n || '@bench.example.org', '!', ${sql.raw(FIRST_NAME)}, ${sql.raw(LAST_NAME)}, ${sql.raw(PATRONYMIC)},
        ${sql.raw(COMPANY)}, '+7 900 ' || lpad((n % 10000000)::text, 7, '0')
      from free
      on conflict (login) do nothing
      returning id, login
    )
    insert into exhibition_registrations (user_id, ex_prefix, registration_number)
    select id, ${exPrefix}, ${exPrefix} || '-' || lpad(split_part(split_part(login, '@', 1), '.', 2), 6, '0') from made
    returning ticket_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Grows the exhibition to `total` tickets (never shrinks it); returns the number added. */
export async function growTickets(db: Db, exPrefix: string, total: number, tag: string): Promise<number> {
  return addTickets(db, exPrefix, total - (await ticketCount(db, exPrefix)), tag);
}

/**
 * Grows the revocation list to `total`: new registrations are made and deleted, so the trigger writes them
 * exactly as an organiser's revocation does (their accounts stay, like a visitor whose ticket was cancelled).
 */
export async function growRevocations(db: Db, exPrefix: string, total: number, tag: string): Promise<number> {
  const missing = total - (await revokedCount(db, exPrefix));
  if (missing <= 0) return 0;
  const revokeTag = `${tag}-revoked-${Date.now().toString(36)}`;
  await addTickets(db, exPrefix, missing, revokeTag);
  const result = await db.execute(sql`
    delete from exhibition_registrations
    where user_id in (select id from users where login like ${`${revokeTag}.%`}) returning ticket_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export type BenchTicket = { ticketId: number; registrationNumber: string; name: string; company: string };

/** `count` tickets of the exhibition spread over its ticket ids (every step-th), with the roster's name. */
export async function sampleTickets(db: Db, exPrefix: string, count: number, opts: { revoked?: boolean } = {}): Promise<BenchTicket[]> {
  const result = opts.revoked
    ? await db.execute(sql`
        select ticket_id as "ticketId", registration_number as "registrationNumber", '' as name, '' as company
        from ticket_revocations where ex_prefix = ${exPrefix} order by ticket_id desc limit ${count}`)
    : await db.execute(sql`
        select r.ticket_id as "ticketId", r.registration_number as "registrationNumber",
          concat_ws(' ', nullif(u.last_name, ''), nullif(u.first_name, ''), nullif(u.patronymic_name, '')) as name, u.company
        from exhibition_registrations r join users u on u.id = r.user_id
        where r.ex_prefix = ${exPrefix}
        order by md5(r.ticket_id::text) limit ${count}`);
  return (result as unknown as { rows: BenchTicket[] }).rows;
}

/** The ticket's signed token, made by the exhibition's current key exactly as the ticket page gets it. */
export const tokenOf = (db: Db, exPrefix: string, ticket: BenchTicket) =>
  signTicket(db, { exPrefix, ticketId: ticket.ticketId, registrationNumber: ticket.registrationNumber });
