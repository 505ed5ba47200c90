/**
 * A link for hrefs that come from data (menus, html blocks, buttons): internal paths navigate inside the
 * app through the router (with preloading on intent), external ones open in a new tab. TanStack's
 * <Link to> wants a typed route and a separate hash, which server-provided strings cannot give.
 */
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { isExternalHref } from '../lib/menu-links';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export function AppLink({ href, onClick, onMouseEnter, onFocus, target, rel, ref, ...rest }: AppLinkProps) {
  const router = useRouter();
  const external = isExternalHref(href);
  const opensTab = target ?? (external && /^https?:/i.test(href) ? '_blank' : undefined);
  const inApp = !external && href.startsWith('/');

  const preload = () => {
    if (!inApp) return;
    // preloadRoute builds its location like navigate, so a full href works; its type only admits `to`.
    router.preloadRoute({ href } as unknown as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined);
  };

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !inApp || opensTab === '_blank') return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };

  return (
    <a
      ref={ref}
      href={href}
      target={opensTab}
      rel={opensTab === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      {...rest}
    />
  );
}
