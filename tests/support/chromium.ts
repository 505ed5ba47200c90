/** Debian's Chromium and the flags it needs on this machine (no sandbox as root, no background network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Features Playwright itself turns off (playwright-core's chromiumSwitches). Chromium reads only the last
 * `--disable-features` switch and Playwright puts ours after its own, so ours has to repeat them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156 renders its address-bar popups as web pages (chrome://omnibox-popup.top-chrome) even when
 * headless: a second renderer that loads about 1.5 s of CPU work at launch and again beside the page under
 * test. On this 2-core machine it took a core from the app while the benchmarks timed it (offline start
 * 3.5 s with it, 2.3–2.8 s without, same build) and slowed every browser test. A phone has no such
 * renderer, so the tests and benchmarks run without it.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];
