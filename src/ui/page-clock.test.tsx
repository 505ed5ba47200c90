import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageClockProvider, useNow, type PageClock } from './page-clock';

function Day() {
  return <p>{useNow().toISOString().slice(0, 10)}</p>;
}

const page = (clock: PageClock) => (
  <PageClockProvider clock={clock}>
    <Day />
  </PageClockProvider>
);

describe('the page clock', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('hydrates a page rendered days ago with the moment it was rendered, then shows the device’s day', async () => {
    const renderedAt = Date.parse('2027-11-10T09:00:00Z');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page({ renderedAt }));
    document.body.append(container);
    expect(container.textContent).toBe('2027-11-10');

    vi.useFakeTimers({ now: Date.parse('2027-11-12T09:00:00Z'), toFake: ['Date'] });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page({ renderedAt }), { onRecoverableError: recoverable });
    });
    // No mismatch: React kept the server's markup and moved to the device's day after hydrating.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2027-11-12');
  });

  it('renders a page the browser draws itself with the device’s time', () => {
    vi.useFakeTimers({ now: Date.parse('2027-11-12T09:00:00Z'), toFake: ['Date'] });
    expect(renderToString(page({ renderedAt: null }))).toContain('2027-11-12');
  });
});
