/** The subitems of one menu item as list entries, shared by the desktop and the mobile menu. */
import type { Lang } from '../../contract/common';
import type { MenuItem } from '../../contract/site';
import { menuHref } from '../../lib/menu-links';
import { AppLink } from '../../ui/app-link';
import { RemoteIcon } from '../../ui/remote-icon';
import type { MenuHighlight } from './use-menu-highlight';

type SubmenuEntriesProps = {
  item: MenuItem;
  top: number;
  lang: Lang;
  highlight: MenuHighlight;
  classes: { link: string | undefined; active: string | undefined; icon?: string | undefined };
  /** Runs after a subitem link is followed (closes the dropdown or the mobile menu). */
  onFollow: () => void;
};

export function SubmenuEntries({ item, top, lang, highlight, classes, onFollow }: SubmenuEntriesProps) {
  return item.subitems.map((subitem, sub) => {
    const href = menuHref(subitem, lang);
    const active = highlight.isLeafActive({ top, sub });
    const content = (
      <>
        {subitem.icon ? <RemoteIcon src={subitem.icon} size={24} className={classes.icon} /> : null}
        <span>{subitem.name}</span>
      </>
    );
    return (
      <li key={subitem.id}>
        {href ? (
          <AppLink
            href={href}
            className={`${classes.link ?? ''} ${active ? (classes.active ?? '') : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => {
              highlight.noteClick({ top, sub });
              onFollow();
            }}
          >
            {content}
          </AppLink>
        ) : (
          <span className={classes.link}>{content}</span>
        )}
      </li>
    );
  });
}
