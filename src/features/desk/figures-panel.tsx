/**
 * The show in figures: registrations per day, check-ins per hour and gate, the most favourited exhibitors.
 * Each figure is a chart and, beneath it, a table of the same numbers (the chart is for the eye, the table
 * for a screen reader, a copy-paste and an exact reading). Days and hours are Moscow time, as the API sends
 * them. The registration period lives in the panel, not the URL: the URL's from/to filter applications.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deskFiguresQueryOptions, downloadFavourites, type DeskFiguresRange } from '../../api/desk';
import { ApiError } from '../../api/errors';
import type { Lang } from '../../contract/common';
import type { DeskFigures } from '../../contract/desk-figures';
import { downloadBlob } from '../../ui/download';
import { toast } from '../../ui/toast';
import { BarChart } from './bar-chart';
import styles from './desk.module.css';

/** "2027-05-25T10:00:00+03:00" → "2027-05-25 10:00": the venue's wall time, the same in every language. */
const hourText = (hour: string) => hour.slice(0, 16).replace('T', ' ');

export function FiguresPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<DeskFiguresRange>({});
  const figures = useQuery({ ...deskFiguresQueryOptions(lang, range), placeholderData: keepPreviousData });

  const onRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const day = (field: string) => {
      const value = data.get(field);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    setRange({ from: day('from'), to: day('to') });
  };

  const badRange = figures.isError && figures.error instanceof ApiError && figures.error.status === 400;
  return (
    <div className={styles.panel}>
      <form className={styles.filters} onSubmit={onRange} aria-label={t('desk.figures.range')}>
        <label className={styles.filter}>
          {t('desk.figures.from')}
          <input type="date" name="from" defaultValue={figures.data?.from ?? ''} key={`from-${figures.data?.from ?? ''}`} />
        </label>
        <label className={styles.filter}>
          {t('desk.figures.to')}
          <input type="date" name="to" defaultValue={figures.data?.to ?? ''} key={`to-${figures.data?.to ?? ''}`} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary">
            {t('desk.figures.show')}
          </button>
        </div>
      </form>
      {figures.isError ? <p role="alert">{badRange ? t('desk.figures.badRange') : t('desk.loadFailed')}</p> : null}
      {figures.data ? (
        <>
          <Registrations figures={figures.data} />
          <CheckIns figures={figures.data} />
          <Favourites figures={figures.data} lang={lang} />
        </>
      ) : null}
    </div>
  );
}

function Registrations({ figures }: { figures: DeskFigures }) {
  const { t } = useTranslation();
  const title = t('desk.figures.registrations.title');
  const chart = useMemo(
    () => ({
      labels: figures.registrations.map((entry) => entry.day.slice(5)),
      series: [{ label: t('desk.figures.count'), values: figures.registrations.map((entry) => entry.count) }],
    }),
    [figures.registrations, t],
  );
  const total = figures.registrations.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <section className={styles.figure} aria-labelledby="figures-registrations">
      <h2 id="figures-registrations" className={styles.subtitle}>
        {title}
      </h2>
      <p className={styles.count}>{t('desk.figures.registrations.total', { count: total })}</p>
      <BarChart label={t('desk.figures.chart', { title })} height={240} {...chart} />
      <FigureTable caption={t('desk.figures.registrations.caption', { from: figures.from, to: figures.to })}>
        <thead>
          <tr>
            <th scope="col">{t('desk.figures.registrations.day')}</th>
            <th scope="col">{t('desk.figures.count')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.registrations.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">
                <time dateTime={entry.day}>{entry.day}</time>
              </th>
              <td>{entry.count}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </section>
  );
}

function CheckIns({ figures }: { figures: DeskFigures }) {
  const { t } = useTranslation();
  const title = t('desk.figures.checkIns.title');
  // One row per hour, one column per gate: the table reads like the stacked chart above it.
  const grid = useMemo(() => {
    const hours = [...new Set(figures.check_ins.map((entry) => entry.hour))];
    const gates = [...new Set(figures.check_ins.map((entry) => entry.gate))].sort();
    const counts = new Map(figures.check_ins.map((entry) => [`${entry.hour}\n${entry.gate}`, entry.count]));
    const at = (hour: string, gate: string) => counts.get(`${hour}\n${gate}`) ?? 0;
    const series = gates.map((gate) => ({ label: gate, values: hours.map((hour) => at(hour, gate)) }));
    return { hours, gates, at, chart: { labels: hours.map((hour) => hourText(hour).slice(5)), series } };
  }, [figures.check_ins]);
  return (
    <section className={styles.figure} aria-labelledby="figures-check-ins">
      <h2 id="figures-check-ins" className={styles.subtitle}>
        {title}
      </h2>
      {grid.hours.length === 0 ? (
        <p>{t('desk.figures.checkIns.empty')}</p>
      ) : (
        <>
          <BarChart label={t('desk.figures.chart', { title })} height={280} {...grid.chart} />
          <FigureTable caption={t('desk.figures.checkIns.caption', { exhibition: figures.ex_prefix })}>
            <thead>
              <tr>
                <th scope="col">{t('desk.figures.checkIns.hour')}</th>
                {grid.gates.map((gate) => (
                  <th scope="col" key={gate}>
                    {gate}
                  </th>
                ))}
                <th scope="col">{t('desk.figures.checkIns.total')}</th>
              </tr>
            </thead>
            <tbody>
              {grid.hours.map((hour) => (
                <tr key={hour}>
                  <th scope="row">
                    <time dateTime={hour}>{hourText(hour)}</time>
                  </th>
                  {grid.gates.map((gate) => (
                    <td key={gate}>{grid.at(hour, gate)}</td>
                  ))}
                  <td>{grid.gates.reduce((sum, gate) => sum + grid.at(hour, gate), 0)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </>
      )}
    </section>
  );
}

function Favourites({ figures, lang }: { figures: DeskFigures; lang: Lang }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const title = t('desk.figures.favourites.title');
  const top = figures.favorites.top;
  const chart = useMemo(
    () => ({
      labels: top.map((entry) => entry.name),
      series: [{ label: t('desk.figures.count'), values: top.map((entry) => entry.count) }],
      horizontal: true,
    }),
    [top, t],
  );
  const onDownload = async () => {
    setDownloading(true);
    try {
      downloadBlob(`favorites-${figures.ex_prefix}.csv`, await downloadFavourites(lang, figures.ex_prefix));
    } catch {
      toast.error(t('desk.loadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className={styles.figure} aria-labelledby="figures-favourites">
      <h2 id="figures-favourites" className={styles.subtitle}>
        {title}
      </h2>
      <p className={styles.meta}>{t('desk.figures.favourites.note', { count: figures.favorites.exhibitors })}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" disabled={downloading} onClick={() => void onDownload()}>
          {t('desk.figures.favourites.download')}
        </button>
      </div>
      {top.length === 0 ? (
        <p>{t('desk.figures.favourites.empty')}</p>
      ) : (
        <>
          {/* A bar per exhibitor: tall enough that every name has its line. */}
          <BarChart label={t('desk.figures.chart', { title })} height={80 + top.length * 22} {...chart} />
          <FigureTable caption={t('desk.figures.favourites.caption', { exhibition: figures.ex_prefix })}>
            <thead>
              <tr>
                <th scope="col" className={styles.rank}>
                  {t('desk.figures.favourites.rank')}
                </th>
                <th scope="col" className={styles.name}>
                  {t('desk.figures.favourites.exhibitor')}
                </th>
                <th scope="col">{t('desk.figures.count')}</th>
              </tr>
            </thead>
            <tbody>
              {top.map((entry, index) => (
                <tr key={entry.participant_id}>
                  <td className={styles.rank}>{index + 1}</td>
                  <th scope="row" className={styles.name}>
                    {entry.name}
                  </th>
                  <td>{entry.count}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </>
      )}
    </section>
  );
}

/**
 * A table that scrolls sideways inside its own box on a phone, focusable so a keyboard can scroll it too.
 * Its name is a paragraph above the box rather than a <caption>, which would be as narrow as a two-column
 * table or scroll away with a wide one.
 */
function FigureTable({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <p id={id} className={styles.meta}>
        {caption}
      </p>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={id}>
        <table className={styles.table} aria-labelledby={id}>
          {children}
        </table>
      </div>
    </>
  );
}
