/**
 * The README.md that `export -- all` and `export -- starter` put in the folder: what each file is, for
 * the organiser who opens the folder, in Russian and in English. The columns of each file are described
 * in the project's docs/organiser-data.md; this page says where things are and how to load them.
 */

const FILES_RU = [
  [
    'site.xlsx',
    'сайт: подвал (адрес, телефон, e-mail), логотипы, баннер и цифры главной страницы, языки, ссылки на соцсети, меню, тексты и кнопки главной',
  ],
  ['exhibitions.xlsx', 'выставки: префикс (ME27), названия, даты, место, какая выставка текущая, пресс-релиз'],
  ['history.xlsx', 'история: карточки прошлых выставок — ссылки, фото и пункты меню карточки'],
  ['countries.xlsx', 'страны каталога участников'],
  ['topics.xlsx', 'тематические разделы и тематики каталога'],
  ['participants/<ПРЕФИКС>.xlsx', 'участники одной выставки (например participants/ME27.xlsx), как их выгружает 1С'],
  ['events/<ПРЕФИКС>.xlsx', 'деловая программа одной выставки и компании, участвующие в её мероприятиях (one_cid из participants)'],
  ['news/', 'новости: по одному файлу Markdown на новость, картинки рядом'],
  ['contests.xlsx', 'конкурсы, их лауреаты по годам и файлы (положения в PDF)'],
  ['partners.xlsx', 'партнёры: группы и компании'],
  ['galleries/<год>/<галерея>/', 'фотогалереи: фотографии и gallery.yaml с названием'],
  ['reviews.xlsx', 'отзывы'],
  ['contacts.xlsx', 'контакты: сведения об организаторе и сотрудники'],
  ['pages/', 'страницы сайта («О выставке», «Как добраться» …): по одному файлу Markdown на страницу'],
  ['halls/<ПРЕФИКС>/', 'схемы павильонов одной выставки: <павильон>.svg на каждый павильон и halls.xlsx с названиями и порядком'],
  [
    'media/',
    'все картинки и документы сайта во всех размерах, под их адресами на сайте (/media/…); ячейка с таким адресом берёт файл отсюда',
  ],
];

const FILES_EN = [
  [
    'site.xlsx',
    'the site: footer (address, phone, e-mail), logos, the home page banner and figures, languages, social links, the menu, the home page texts and buttons',
  ],
  ['exhibitions.xlsx', 'exhibitions: prefix (ME27), names, dates, venue, which one is current, press release'],
  ['history.xlsx', 'history: the cards of past exhibitions — links, photos and the card’s menu'],
  ['countries.xlsx', 'the countries of the exhibitor catalogue'],
  ['topics.xlsx', 'the catalogue’s topic groups and topics'],
  ['participants/<PREFIX>.xlsx', 'the exhibitors of one exhibition (e.g. participants/ME27.xlsx), as 1C exports them'],
  [
    'events/<PREFIX>.xlsx',
    'the business programme of one exhibition and the exhibitors taking part in each session (one_cid from participants)',
  ],
  ['news/', 'news: one Markdown file per item, pictures beside them'],
  ['contests.xlsx', 'contests, their laureates by year, and their files (rules as PDF)'],
  ['partners.xlsx', 'partners: groups and companies'],
  ['galleries/<year>/<gallery>/', 'photo galleries: the photos and a gallery.yaml with the name'],
  ['reviews.xlsx', 'reviews'],
  ['contacts.xlsx', 'contacts: the organiser’s details and the team'],
  ['pages/', 'the site’s pages (About, Getting there …): one Markdown file per page'],
  ['halls/<PREFIX>/', 'the hall plans of one exhibition: a <hall>.svg per hall and halls.xlsx with their names and order'],
  [
    'media/',
    'every picture and document of the site in every size, under its address on the site (/media/…); a cell holding such an address takes the file from here',
  ],
];

const table = (rows: string[][], head: [string, string]) =>
  [`| ${head[0]} | ${head[1]} |`, '|---|---|', ...rows.map(([file, what]) => `| \`${file}\` | ${what} |`)].join('\n');

export function folderReadme(kind: 'export' | 'starter'): string {
  const intro =
    kind === 'export'
      ? {
          ru: 'Эта папка — вся выставка: её выгрузила команда `npm run export -- all <папка>`.',
          en: 'This folder is the whole show, written by `npm run export -- all <folder>`.',
        }
      : {
          ru: 'Эта папка — шаблон: в каждой таблице одна строка-пример. Замените примеры своими данными (картинки-примеры лежат рядом с таблицами).',
          en: 'This folder is a template: each sheet holds one example row. Replace the examples with your own data (the example pictures sit beside the sheets).',
        };
  return `# Выставка в файлах / The show in files

## По-русски

${intro.ru}

Загрузка в базу (проверка без записи, затем запись одной транзакцией):

\`\`\`sh
npm run import -- all <папка> --dry-run   # что будет добавлено, изменено, удалено; отчёт в <папка>/import-report.md
npm run import -- all <папка>
\`\`\`

Строки сопоставляются по своим кодам (префикс выставки, one_cid, id), поэтому повторная загрузка той же
папки ничего не меняет. Строки, которых нет в файлах, остаются, если не указан \`--prune\`. Каждый файл
можно загрузить и отдельно: \`npm run import -- participants <папка>/participants/ME27.xlsx --exhibition ME27\`.
Тексты на английском и китайском можно оставить пустыми — сайт покажет русский текст.

${table(FILES_RU, ['файл', 'что в нём'])}

## In English

${intro.en}

To load it (check without writing, then write in one transaction):

\`\`\`sh
npm run import -- all <folder> --dry-run   # what would be added, changed, removed; report in <folder>/import-report.md
npm run import -- all <folder>
\`\`\`

Rows are matched by their ids (the exhibition prefix, one_cid, id), so loading the same folder again
changes nothing. Rows missing from the files are kept unless \`--prune\` is given. Each file loads on its
own as well: \`npm run import -- participants <folder>/participants/ME27.xlsx --exhibition ME27\`. English
and Chinese texts may be left empty: the site shows the Russian text.

${table(FILES_EN, ['file', 'what it holds'])}
`;
}
