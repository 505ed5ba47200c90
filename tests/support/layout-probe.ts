/**
 * What a phone visitor would see as broken, measured inside the page: the document scrolling sideways,
 * a header control off the screen, a heading, label, button or tab whose text is cut by its box or broken
 * in the middle of a word, a spaced number ("8 000") split over two lines, the current tab of a scrolling
 * row out of sight, a carousel whose arrows and dots wrap to two rows, a button whose label runs to three
 * lines or more, a tooltip or toast past the screen's edge, an icon squeezed narrower than it is tall,
 * a field's placeholder cut by its box, and a link that leads nowhere (`href="#"`).
 *
 * The probe is plain JavaScript in a string: code that tsx compiles for page.evaluate gains `__name(…)`
 * calls for its inner functions, which do not exist in the page (docs STACK.md).
 */
import type { Locator, Page } from 'playwright-core';

export type ProbeOptions = {
  /** The viewport width the page was set to. */
  width: number;
  /** Offline, the header's badge must be there (so the offline state is really the one measured). */
  offline?: boolean;
  /** Only look inside this selector (default: the whole page). */
  within?: string;
};

/**
 * How many lines an element's text takes: counted from its text's boxes (an icon is no line), a box that
 * starts below the middle of the last line opening the next one (smaller type on the same line is not a
 * line of its own). Plain JavaScript, for the same reason as the probe.
 */
const TEXT_LINES = String.raw`(el) => {
  const rects = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
  }
  rects.sort((a, b) => a.top - b.top);
  let count = 0;
  let middle = -Infinity;
  for (const rect of rects) {
    if (rect.top > middle) {
      count += 1;
      middle = rect.top + rect.height / 2;
    }
  }
  return count;
}`;

/** The lines of the element's text, as the probe counts them. */
export async function textLineCount(target: Locator): Promise<number> {
  // A function in a string runs only as page.evaluate's expression: the element is found by a mark of its own.
  await target.evaluate((element) => element.setAttribute('data-counting-lines', ''));
  try {
    return await target.page().evaluate<number>(`(${TEXT_LINES})(document.querySelector('[data-counting-lines]'))`);
  } finally {
    await target.evaluate((element) => element.removeAttribute('data-counting-lines'));
  }
}

const PROBE = String.raw`
(options) => {
  const { width, offline, within } = options;
  const problems = [];
  const root = document.documentElement;
  const scope = within ? document.querySelector(within) : document.body;
  if (!scope) return ['nothing matches ' + within];
  const text = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 50);
  const name = (el) => {
    const label = el.getAttribute('aria-label');
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '';
    return el.tagName.toLowerCase() + cls + ' "' + (label || text(el)) + '"';
  };
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  // Cheap measure first: most elements are as wide as their content, and styles cost more to read.
  const scrollsSideways = (el) => {
    if (el.scrollWidth <= el.clientWidth + 1) return false;
    const overflow = getComputedStyle(el).overflowX;
    return overflow === 'auto' || overflow === 'scroll';
  };
  const inScroller = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) if (scrollsSideways(node)) return true;
    return false;
  };
  // Clipped on purpose: a carousel's slides off to the side, a visually hidden label.
  const clips = new Map();
  const clipping = (node) => {
    if (!clips.has(node)) clips.set(node, getComputedStyle(node).overflowX !== 'visible');
    return clips.get(node);
  };
  const clippedAway = (el) => {
    const box = el.getBoundingClientRect();
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (!clipping(node)) continue;
      const frame = node.getBoundingClientRect();
      if (box.right <= frame.left + 1 || box.left >= frame.right - 1) return true;
    }
    return false;
  };

  if (!within) {
    if (root.clientWidth !== width) problems.push('the layout viewport is ' + root.clientWidth + ' px wide, not ' + width);
    if (root.scrollWidth > width) problems.push('the page scrolls sideways: ' + root.scrollWidth + ' px wide');

    const header = [...document.querySelectorAll('header')].find((el) => !el.closest('main'));
    if (!header) problems.push('no site header');
    else {
      for (const control of header.querySelectorAll('a, button, [data-offline]')) {
        if (!shown(control)) continue;
        const box = control.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5) problems.push('header control ' + name(control) + ' spans ' + Math.round(box.left) + '–' + Math.round(box.right) + ' px');
      }
      const badge = header.querySelector('[data-offline]');
      if (offline && !(badge && shown(badge))) problems.push('no offline badge in the header');
      if (!offline && badge) problems.push('an offline badge while online');
    }
  }

  const TEXT = 'h1, h2, h3, h4, h5, h6, label, legend, button, summary, th, .btn, [role="tab"], nav a';
  for (const el of scope.querySelectorAll(TEXT)) {
    if (!shown(el) || el.clientWidth === 0 || clippedAway(el)) continue;
    if (!scrollsSideways(el) && el.scrollWidth > el.clientWidth + 1) problems.push('text cut: ' + name(el) + ' needs ' + el.scrollWidth + ' px, has ' + el.clientWidth);
    if (!inScroller(el)) {
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) problems.push('off the screen: ' + name(el) + ' spans ' + Math.round(box.left) + '–' + Math.round(box.right) + ' px');
    }
  }

  // A word may wrap only where a line may break: at a space, after a hyphen, dash or slash, between
  // Chinese characters. Anything else split over two lines is a word broken in the middle.
  const UNBREAKABLE = /[^ \t\n\r\f\u200B\u00AD\-\u2010\u2013\u2014\/\u2E80-\u9FFF\u3000-\u303F\uFF00-\uFFEF]{2,}/g;
  const SPACED_NUMBER = /(?<![\d.,])\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?!\d)/g;
  const lines = (node, start, end) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  };
  const brokenIn = (el, pattern, what) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !shown(parent)) continue;
      for (const match of node.data.matchAll(pattern)) {
        if (lines(node, match.index, match.index + match[0].length) > 1) problems.push(what + ' "' + match[0] + '" in ' + name(parent));
      }
    }
  };
  // Only an element of two lines or more can break a word, and most are one line: measured whole first.
  const wraps = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size > 1;
  };
  for (const el of scope.querySelectorAll(TEXT)) if (shown(el) && wraps(el)) brokenIn(el, UNBREAKABLE, 'word broken');
  brokenIn(scope, SPACED_NUMBER, 'number split');

  // A row of tabs may scroll sideways, but then its current tab must be in sight.
  for (const el of scope.querySelectorAll('*')) {
    if (!scrollsSideways(el)) continue;
    const current = el.querySelector('[aria-current="page"], [aria-current="true"], [aria-selected="true"]');
    if (!current || !shown(current)) continue;
    const row = el.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left < row.left - 1 || box.right > row.right + 1) problems.push('current tab out of sight: ' + name(current));
  }

  // The site's icons are square (a 24-unit viewBox); one narrower than tall was squeezed by its row.
  for (const icon of scope.querySelectorAll('svg[viewBox="0 0 24 24"]')) {
    const box = icon.getBoundingClientRect();
    if (box.height <= 1 || !icon.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (Math.abs(box.width - box.height) > 1) {
      const owner = icon.closest('a, button, li, p, dt, span') || icon.parentElement;
      problems.push('icon squeezed to ' + Math.round(box.width) + '×' + Math.round(box.height) + ' px in ' + name(owner));
    }
  }

  // A placeholder must be read whole: measured in the field's own font against the room its padding leaves.
  const measure = document.createElement('canvas').getContext('2d');
  for (const field of scope.querySelectorAll('input[placeholder], textarea[placeholder]')) {
    if (field.value || !shown(field)) continue;
    const style = getComputedStyle(field);
    measure.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
    const needed = Math.ceil(measure.measureText(field.placeholder).width);
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (field.tagName === 'INPUT' && needed > room) problems.push('placeholder cut: ' + name(field) + ' "' + field.placeholder + '" needs ' + needed + ' px, has ' + Math.floor(room));
  }

  for (const link of scope.querySelectorAll('a[href="#"], a[href=""]')) {
    if (shown(link)) problems.push('a link that leads nowhere: ' + name(link));
  }

  // A carousel's own controls (arrows, dots, a counter) are one row: dots wrapped under the arrows read as two carousels.
  for (const carousel of scope.querySelectorAll('[aria-roledescription="carousel"]')) {
    if (!shown(carousel)) continue;
    const controls = [...carousel.querySelectorAll('button')].filter((button) => !button.closest('[aria-roledescription="slide"]') && shown(button));
    const rows = new Set(controls.map((button) => { const box = button.getBoundingClientRect(); return Math.round(box.top + box.height / 2); }));
    if (rows.size > 1) problems.push('carousel controls on ' + rows.size + ' rows: ' + name(carousel));
  }

  // A button says what it does in a line or two; a third line is a paragraph in a frame.
  const textLines = ${TEXT_LINES};
  for (const el of scope.querySelectorAll('button, .btn')) {
    if (!shown(el) || clippedAway(el)) continue;
    const count = textLines(el);
    if (count > 2) problems.push('button label on ' + count + ' lines: ' + name(el));
  }

  for (const el of document.querySelectorAll('[role="tooltip"], [role="alert"], [data-sonner-toast]')) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5) problems.push('popup past the edge: ' + name(el) + ' spans ' + Math.round(box.left) + '–' + Math.round(box.right) + ' px');
  }
  return [...new Set(problems)];
}`;

/** Everything broken on the page at its current width, after the layout has settled for two frames. */
export async function layoutProblems(page: Page, options: ProbeOptions): Promise<string[]> {
  // Blocks off the screen skip their layout (content-visibility: auto) and keep the geometry of the width
  // they were last laid out at; a visitor only ever sees them laid out at the current one. The probe
  // measures every block as it would be seen, so it has them all laid out.
  await page.evaluate(() => {
    if (document.getElementById('layout-probe-all-visible')) return;
    const style = document.createElement('style');
    style.id = 'layout-probe-all-visible';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
  // Two frames, or a second if the browser stops producing frames for a page (it must never hang the walk).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      }),
  );
  return page.evaluate<string[]>(`(${PROBE})(${JSON.stringify(options)})`);
}
