/**
 * The map's list alternative: the hall's stands in stand order with their exhibitors, for visitors who
 * cannot use the drawing (screen readers, keyboard). Folded away by default on a phone's small screen.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../contract/participants';
import styles from './map.module.css';
import type { StandShape } from './plan-geometry';

export function StandList({
  stands,
  exhibitors,
  visited,
  onOpen,
}: {
  stands: readonly StandShape[];
  exhibitors: ReadonlyMap<string, readonly Participant[]>;
  visited: ReadonlySet<string>;
  onOpen: (stand: string) => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.listToggle}>
      <button type="button" className="btn btn-secondary" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? t('map.list_hide') : t('map.list_show')}
      </button>
      {shown ? (
        <ul className={styles.standList}>
          {stands.map((shape) => {
            const onStand = exhibitors.get(shape.s) ?? [];
            return (
              <li key={shape.s}>
                <span className={styles.standNumber}>{shape.s}</span>
                {onStand.length > 0 ? (
                  <button type="button" onClick={() => onOpen(shape.s)}>
                    {onStand.map((item) => item.short_title).join(', ')}
                  </button>
                ) : (
                  <span>{t('map.free_stand')}</span>
                )}
                {visited.has(shape.s) ? <span className={styles.visitedNote}> · {t('map.visited')}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
