/** A logger whose JSON lines a test reads (server/log.ts writes to this instead of stdout). */
import { createLogger, type Logger, type LogLevel } from '../../server/log';

export type LogRecord = { level: string; time: string; msg: string; [field: string]: unknown };

export type LogCapture = {
  log: Logger;
  /** Every line written so far, as written. */
  text: () => string;
  records: () => LogRecord[];
};

export function captureLog(level: LogLevel = 'trace'): LogCapture {
  const lines: string[] = [];
  const log = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  return {
    log,
    text: () => lines.join(''),
    records: () => lines.map((line) => JSON.parse(line) as LogRecord),
  };
}
