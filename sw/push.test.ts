import { describe, expect, it, vi } from 'vitest';
import { openFromNotification, showPushMessage, type PushScope } from './push';

const ORIGIN = 'https://expo.example';

function scope(windows: { url: string }[] = []) {
  const navigated: string[] = [];
  const clients = windows.map((client) => ({
    ...client,
    focus: vi.fn(async function (this: unknown) {
      return this;
    }),
    navigate: vi.fn(async (url: string) => {
      navigated.push(url);
      return null;
    }),
  }));
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const worker: PushScope = {
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => clients) as unknown as PushScope['clients']['matchAll'], openWindow },
    location: { origin: ORIGIN },
  };
  return { worker, showNotification, openWindow, navigated, clients };
}

const message = {
  title: '15 分钟后：开幕式',
  body: '11月9日, 10:00–12:00，1号馆',
  url: '/zh/personal/favorite#event-7',
  tag: 'reminder-7',
  lang: 'zh',
};

describe('push messages in the service worker', () => {
  it('shows a push message as a notification in its language, carrying the page to open', async () => {
    const { worker, showNotification } = scope();
    await showPushMessage(worker, message);
    expect(showNotification).toHaveBeenCalledWith(message.title, {
      body: message.body,
      tag: 'reminder-7',
      lang: 'zh',
      icon: '/icons/icon-192.png',
      data: { url: '/zh/personal/favorite#event-7' },
    });
  });

  it('shows nothing for a message that is not ours, and never carries another site', async () => {
    const { worker, showNotification } = scope();
    await showPushMessage(worker, { hello: 'world' });
    expect(showNotification).not.toHaveBeenCalled();
    await showPushMessage(worker, { ...message, url: '//evil.example/x' });
    expect(showNotification).toHaveBeenCalledWith(message.title, expect.objectContaining({ data: { url: '/' } }));
  });

  it('a tap opens the event in the tab already open, or in a new window', async () => {
    const close = vi.fn();
    const open = scope([{ url: `${ORIGIN}/ru/news` }, { url: 'https://other.example/' }]);
    await openFromNotification(open.worker, { close, data: { url: '/zh/personal/favorite#event-7' } });
    expect(close).toHaveBeenCalled();
    expect(open.navigated).toEqual([`${ORIGIN}/zh/personal/favorite#event-7`]);
    expect(open.openWindow).not.toHaveBeenCalled();

    const none = scope([]);
    await openFromNotification(none.worker, { close, data: { url: '/zh/personal/favorite#event-7' } });
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/zh/personal/favorite#event-7`);
  });
});
