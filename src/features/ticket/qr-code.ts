/**
 * The signed ticket token as a QR code (issue 35), drawn as one SVG path so the server can render it and
 * no canvas is needed. The token is 104 base64url characters, which in byte mode at error correction M
 * is a version 6 symbol: 41×41 modules, 45 % more capacity than it needs left unused (version 6-M holds
 * 106 bytes). M rather than L, because a phone screen held up to a gate camera glares and smudges.
 */
import qrcode from 'qrcode-generator';

/** The quiet zone the QR specification asks for: 4 modules of white on every side. */
export const QUIET_ZONE_MODULES = 4;

export type QrSymbol = { version: number; modules: number; path: string };

export function qrSymbol(text: string): QrSymbol {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const modules = code.getModuleCount();
  let path = '';
  for (let row = 0; row < modules; row += 1) {
    // Runs of dark modules in a row become one rectangle: a 41×41 code is about 400 runs, not 800 squares.
    for (let col = 0; col < modules; col += 1) {
      if (!code.isDark(row, col)) continue;
      let end = col;
      while (end + 1 < modules && code.isDark(row, end + 1)) end += 1;
      path += `M${col + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${end - col + 1}v1h${-(end - col + 1)}z`;
      col = end;
    }
  }
  return { version: (modules - 17) / 4, modules, path };
}
