import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_PAGE_MESSAGE } from '../../sw/cache-names';
import { keepPagesShown } from './keep-page';

function workerWith(waiting: object | null) {
  const postMessage = vi.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage }, addEventListener: () => undefined, getRegistration: async () => ({ waiting }) },
  });
  return postMessage;
}

describe('telling the worker which page to keep', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks the worker to keep a public page reached in the app', async () => {
    const postMessage = workerWith(null);
    await keepPagesShown(() => '/ru')('/ru/news');
    expect(postMessage).toHaveBeenCalledWith({ type: KEEP_PAGE_MESSAGE, url: '/ru/news' });
  });

  it('leaves the old worker alone while a new build waits to take over', async () => {
    const postMessage = workerWith({});
    await keepPagesShown(() => '/ru')('/ru/news');
    expect(postMessage).not.toHaveBeenCalled();
  });
});
