/**
 * Code 128 for the entry ticket. JsBarcode does the encoding (start code, code-set switching, checksum)
 * through its object renderer, which returns the modules instead of drawing them; the ticket draws them
 * itself — as SVG on screen and on a canvas for the saved image — so both share one set of bars, quiet
 * zones are exact, and nothing reads the DOM while rendering. JsBarcode is about 11 kB gzip and is only
 * in the ticket route's chunk (the router splits routes), so it costs other pages nothing.
 */
import JsBarcode from 'jsbarcode';

/** ISO/IEC 15417 asks for at least 10 modules of quiet zone on each side; scanners at a gate like more. */
export const QUIET_ZONE_MODULES = 12;

export type Bar = { x: number; width: number };
export type Code128 = { bars: Bar[]; /** Symbol width in modules, quiet zones included. */ modules: number };

type Encoding = { data: string };

export function encodeCode128(value: string): Code128 {
  const target: { encodings?: Encoding[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  const pattern = (target.encodings ?? []).map((encoding) => encoding.data).join('');
  if (!/^[01]+$/.test(pattern)) throw new Error(`Code 128 cannot encode ${JSON.stringify(value)}`);
  const bars: Bar[] = [];
  let start = -1;
  for (let index = 0; index <= pattern.length; index += 1) {
    const dark = pattern[index] === '1';
    if (dark && start < 0) start = index;
    if (!dark && start >= 0) {
      bars.push({ x: QUIET_ZONE_MODULES + start, width: index - start });
      start = -1;
    }
  }
  return { bars, modules: pattern.length + 2 * QUIET_ZONE_MODULES };
}
