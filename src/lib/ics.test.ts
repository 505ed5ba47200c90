import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEvent, escapeText, icsFileName } from './ics';

const now = new Date('2027-10-01T12:34:56.789Z');

const opening: CalendarEvent = {
  uid: 'event-123-ME27@metal-industry-expo.ru',
  start: '2027-11-09T10:00:00+03:00',
  end: '2027-11-09T12:00:00+03:00',
  summary: 'Торжественное открытие выставки',
  location: 'Павильон 1, зал А',
  description: 'Приветствие организаторов',
  url: 'https://metal-industry-expo.ru/ru/program/123',
};

const longRussian = 'Пленарное заседание «Металлургия России: импортозамещение, цифровизация и экспорт» с участием руководителей отрасли';
const longChinese = '中国钢铁工业协会与俄罗斯冶金企业关于绿色低碳发展、数字化转型和国际合作的高层圆桌会议及签约仪式';

const encoder = new TextEncoder();
const octets = (line: string) => encoder.encode(line).length;

/** Physical lines, without their CRLF terminators. */
function physicalLines(ics: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  return ics.slice(0, -2).split('\r\n');
}

/** RFC 5545 3.1: a CRLF followed by one space or tab continues the previous line. */
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
}

/** The value of every content line whose name (with parameters) is `name`. */
function values(ics: string, name: string): string[] {
  return unfold(ics)
    .filter((line) => line.startsWith(`${name}:`))
    .map((line) => line.slice(name.length + 1));
}

describe('buildCalendar', () => {
  it('ends every line, the last one included, in CRLF and never uses a bare LF or CR', () => {
    const ics = buildCalendar([opening, { ...opening, uid: 'b', description: 'one\ntwo\r\nthree' }], { now });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('opens with the calendar properties and names the calendar when asked', () => {
    const lines = unfold(buildCalendar([opening], { now, calendarName: 'Металл-Индустрия, избранное' }));
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      expect.stringMatching(/^PRODID:.+/),
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('X-WR-CALNAME:Металл-Индустрия\\, избранное');
    expect(unfold(buildCalendar([opening], { now })).some((line) => line.startsWith('X-WR-CALNAME'))).toBe(false);
  });

  it('keeps every line within 75 octets for long Russian and Chinese summaries without splitting a character', () => {
    const events = [
      { ...opening, uid: 'ru', summary: longRussian, description: longRussian.repeat(3) },
      { ...opening, uid: 'zh', summary: longChinese, location: `${longChinese}🏭`.repeat(2) },
    ];
    const lines = physicalLines(buildCalendar(events, { now }));
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A halved surrogate pair would show up as a lone surrogate.
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    const continuations = lines.filter((line) => line.startsWith(' '));
    expect(continuations.length).toBeGreaterThan(5);
    // Folding fills lines: a folded line is cut only when the next character would not fit.
    lines.forEach((line, index) => {
      if (lines[index + 1]?.startsWith(' ')) expect(octets(line)).toBeGreaterThan(75 - 4);
    });
  });

  it('gives back exactly the escaped value when the folded lines are unfolded', () => {
    const summary = `${longChinese}; ${longRussian}, C:\\temp\nконец`;
    const ics = buildCalendar([{ ...opening, summary }], { now });
    expect(values(ics, 'SUMMARY')).toEqual([escapeText(summary)]);
    expect(escapeText(summary)).toContain('\\; Пленарное');
  });

  it('escapes backslash, semicolon, comma and newlines in text and drops carriage returns', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nfg');
    const ics = buildCalendar([{ ...opening, location: 'Зал 1; ряд 2, место 3', description: 'Строка 1\r\nC:\\expo' }], { now });
    expect(values(ics, 'LOCATION')).toEqual(['Зал 1\\; ряд 2\\, место 3']);
    expect(values(ics, 'DESCRIPTION')).toEqual(['Строка 1\\nC:\\\\expo']);
  });

  it('drops control characters from text and the URL, C1 included, and keeps tabs', () => {
    expect(escapeText('Сталь\u0000\u001b[31m\u0085\u009b\tПрокат')).toBe('Сталь[31m\tПрокат');
    const ics = buildCalendar([{ ...opening, url: 'https://example.com/\u0085a\u0007' }], { now });
    expect(values(ics, 'URL')).toEqual(['https://example.com/a']);
  });

  it('leaves the URL unescaped because it is a URI, not text', () => {
    const ics = buildCalendar([{ ...opening, url: 'https://example.com/a?b=1,2;c' }], { now });
    expect(values(ics, 'URL')).toEqual(['https://example.com/a?b=1,2;c']);
  });

  it('writes one Moscow VTIMEZONE and points every DTSTART and DTEND at it', () => {
    const events = [opening, { ...opening, uid: 'two', start: '10.11.2027 11:00:00', end: '10.11.2027 13:30:00' }];
    const lines = unfold(buildCalendar(events, { now }));
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Moscow',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'TZNAME:MSK',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    const times = lines.filter((line) => /^DT(START|END)[;:]/.test(line) && !zone.includes(line));
    expect(times).toHaveLength(4);
    for (const line of times) expect(line).toMatch(/^DT(START|END);TZID=Europe\/Moscow:\d{8}T\d{6}$/);
  });

  it('writes venue wall-clock time whatever offset the API date carries', () => {
    const ics = buildCalendar(
      [
        { ...opening, uid: 'utc', start: '2027-11-09T07:00:00Z', end: '2027-11-09T08:30:00Z' },
        { ...opening, uid: 'yekaterinburg', start: '2027-11-09T12:00:00+05:00', end: '2027-11-09T23:15:00+05:00' },
        { ...opening, uid: 'legacy', start: '09.11.2027 10:00:00', end: '09.11.2027 18:00:00' },
      ],
      { now },
    );
    expect(values(ics, 'DTSTART;TZID=Europe/Moscow')).toEqual(['20271109T100000', '20271109T100000', '20271109T100000']);
    // 23:15 in Yekaterinburg is 21:15 in Moscow, still the same day.
    expect(values(ics, 'DTEND;TZID=Europe/Moscow')).toEqual(['20271109T113000', '20271109T211500', '20271109T180000']);
  });

  it('stamps every event with options.now in UTC', () => {
    const ics = buildCalendar([opening, { ...opening, uid: 'two' }], { now });
    expect(values(ics, 'DTSTAMP')).toEqual(['20271001T123456Z', '20271001T123456Z']);
  });

  it('passes the UID through unchanged and writes the same file for the same input and now', () => {
    const events = [opening, { ...opening, uid: 'event-124-ME27@metal-industry-expo.ru', summary: longChinese }];
    const first = buildCalendar(events, { now, calendarName: 'Избранное' });
    expect(values(first, 'UID')).toEqual(['event-123-ME27@metal-industry-expo.ru', 'event-124-ME27@metal-industry-expo.ru']);
    expect(buildCalendar(events, { now: new Date(now), calendarName: 'Избранное' })).toBe(first);
  });

  it('puts several events in one calendar in the given order with their own properties', () => {
    const events: CalendarEvent[] = [
      opening,
      { uid: 'b', start: '2027-11-10T14:00:00+03:00', end: '2027-11-10T15:00:00+03:00', summary: 'Seminar' },
      { uid: 'c', start: '2027-11-11T09:00:00+03:00', end: '2027-11-11T10:00:00+03:00', summary: '研讨会' },
    ];
    const ics = buildCalendar(events, { now });
    expect(values(ics, 'SUMMARY')).toEqual(['Торжественное открытие выставки', 'Seminar', '研讨会']);
    expect(values(ics, 'UID')).toEqual(['event-123-ME27@metal-industry-expo.ru', 'b', 'c']);
    // Optional properties appear only for the event that has them.
    expect(values(ics, 'LOCATION')).toHaveLength(1);
    expect(values(ics, 'URL')).toHaveLength(1);
  });

  it('balances every BEGIN with an END of the same component, properly nested', () => {
    const lines = unfold(buildCalendar([opening, { ...opening, uid: 'two' }], { now }));
    const stack: string[] = [];
    for (const line of lines) {
      if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
      if (line.startsWith('END:')) expect(stack.pop()).toBe(line.slice(4));
    }
    expect(stack).toEqual([]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('skips an event whose dates cannot be read and keeps the others', () => {
    const ics = buildCalendar([{ ...opening, uid: 'bad-start', start: 'soon' }, { ...opening, uid: 'bad-end', end: '' }, opening], { now });
    expect(values(ics, 'UID')).toEqual([opening.uid]);
  });

  it('leaves DTEND out when the end is not after the start, as RFC 5545 requires', () => {
    const ics = buildCalendar([{ ...opening, end: opening.start }], { now });
    expect(values(ics, 'DTSTART;TZID=Europe/Moscow')).toEqual(['20271109T100000']);
    expect(values(ics, 'DTEND;TZID=Europe/Moscow')).toEqual([]);
  });

  it('is still a valid calendar with its time zone when there are no events', () => {
    const lines = unfold(buildCalendar([], { now }));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('TZID:Europe/Moscow');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });
});

describe('icsFileName', () => {
  it('keeps Latin, Cyrillic and Chinese letters and digits and collapses the rest into one dash', () => {
    expect(icsFileName('Металл-Индустрия 2027: избранное!')).toBe('Металл-Индустрия-2027-избранное.ics');
    expect(icsFileName('Metal Industry / Programme')).toBe('Metal-Industry-Programme.ics');
    expect(icsFileName('金属工业展览会 2027')).toBe('金属工业展览会-2027.ics');
    expect(icsFileName('a/../b\\c:d*e?"f<g>|h')).toBe('a-b-c-d-e-f-g-h.ics');
  });

  it('does not add a second extension or end up empty', () => {
    expect(icsFileName('event.ics')).toBe('event.ics');
    expect(icsFileName(' «…» ')).toBe('calendar.ics');
    expect(icsFileName('')).toBe('calendar.ics');
  });

  it('keeps a decomposed й as one letter', () => {
    expect(icsFileName('Мой план'.normalize('NFD'))).toBe('Мой-план.ics');
  });

  it('avoids names Windows reserves', () => {
    expect(icsFileName('CON')).toBe('CON-.ics');
  });
});
