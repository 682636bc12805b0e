// The log of `npm start`: the supervisor's own lines and the API's pino lines, one format for both.
//   JSON (pino's shape, one object a line) when stdout is not a terminal or LOG_FORMAT=json;
//   a short readable line otherwise (LOG_FORMAT=pretty forces it):  10:34:25.123 INFO  api   GET /api/orders 200 12 ms
// Not pino-pretty: importing it costs ~0.3 s of CPU (measured) on the way to a 5-second start, and
// a terminal needs only time, level, source, message, a request's summary and an error's stack.
import { createInterface } from 'node:readline';

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLORS = { 10: 90, 20: 36, 30: 32, 40: 33, 50: 31, 60: 35 };
// Nest's per-module and per-route start-up lines (~200 a start): kept in JSON, too many for a terminal.
const TERMINAL_NOISE = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
// pino's own fields and what a request line already shows.
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'name', 'context', 'msg', 'req', 'res', 'responseTime', 'err']);

/** 'json' or 'pretty', from LOG_FORMAT or, unset, from whether `stream` is a terminal. */
export function logFormat(env = process.env, stream = process.stdout) {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return stream.isTTY ? 'pretty' : 'json';
}

const paint = (color, text, on) => (on ? `\x1b[${color}m${text}\x1b[0m` : text);

/** One pino record as a terminal line, or null when a terminal need not see it. */
export function prettyLine(record, { color = false } = {}) {
  if (TERMINAL_NOISE.has(record.context)) return null;
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  const ms = String(new Date(record.time ?? Date.now()).getMilliseconds()).padStart(3, '0');
  const level = LEVELS[record.level] ?? String(record.level);
  const source = record.context ? `${record.name ?? 'api'}/${record.context}` : (record.name ?? 'api');
  let message = record.msg ?? '';
  if (record.req) {
    message = `${record.req.method} ${record.req.url} ${record.res?.statusCode ?? '-'} ${record.responseTime ?? '?'} ms${message === 'request completed' ? '' : ` ${message}`}`;
  }
  const extra = Object.entries(record).filter(([key]) => !SHOWN.has(key));
  if (extra.length) message += ` ${extra.map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`).join(' ')}`;
  if (record.err) message += `\n${record.err.stack ?? record.err.message ?? JSON.stringify(record.err)}`;
  return `${paint(90, `${time}.${ms}`, color)} ${paint(COLORS[record.level] ?? 0, level.padEnd(5), color)} ${paint(1, source, color)}  ${message}`;
}

/** A line of a child's stdout as this log prints it: JSON lines untouched, or made readable. */
export function formatChildLine(line, format, { color = false } = {}) {
  if (format === 'json') return line;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof record !== 'object' || record === null || !('level' in record)) return line;
  return prettyLine(record, { color });
}

/** Copies a child's output to `out` line by line through formatChildLine. */
export function pipeChildLog(input, out, format, options) {
  const lines = createInterface({ input, crlfDelay: Infinity });
  lines.on('line', (line) => {
    const formatted = formatChildLine(line, format, options);
    if (formatted !== null) out.write(`${formatted}\n`);
  });
  return lines;
}

/** The supervisor's logger: `log.info('…', {extra})`, in the same format as the API's lines. */
export function createLogger({ name, format, out = process.stdout, color = format === 'pretty' && out.isTTY === true }) {
  const write = (level, msg, fields = {}) => {
    const record = { level, time: Date.now(), pid: process.pid, name, msg, ...fields };
    const line = format === 'json' ? JSON.stringify(record) : prettyLine(record, { color });
    if (line !== null) out.write(`${line}\n`);
  };
  return {
    format,
    color,
    info: (msg, fields) => write(30, msg, fields),
    warn: (msg, fields) => write(40, msg, fields),
    error: (msg, fields) => write(50, msg, fields),
    /** Text as it is, for the first screen in a terminal. */
    raw: (text) => out.write(text),
  };
}
