import { describe, expect, it } from 'vitest';
import { isIosSafari, isStandalone } from './install-detect';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15';
const IPHONE_TELEGRAM_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('recognises Safari on an iPhone', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
  });

  it('recognises Safari on an iPad that asks for desktop sites by its touch screen', () => {
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
  });

  it('does not take desktop Safari on a Mac for an iPad', () => {
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
  });

  it('leaves out other browsers and in-app web views on iOS, whose share menus differ', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPHONE_FIREFOX, 5)).toBe(false);
    expect(isIosSafari(IPHONE_TELEGRAM_WEBVIEW, 5)).toBe(false);
  });

  it('leaves out Android, which has a real install prompt', () => {
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('isStandalone', () => {
  it('is true when the display-mode query matches or Safari says it runs from the home screen', () => {
    expect(isStandalone(true, undefined)).toBe(true);
    expect(isStandalone(false, true)).toBe(true);
    expect(isStandalone(false, false)).toBe(false);
    expect(isStandalone(false, undefined)).toBe(false);
  });
});
