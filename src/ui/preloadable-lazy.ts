/**
 * React.lazy with a `preload()`: once the module is in, the component renders synchronously. The server
 * preloads a page's lazy blocks before rendering it to a string (where a suspending component would leave
 * its fallback in the HTML); the browser still fetches each block's chunk only when the block needs it.
 */
import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Preloadable(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
