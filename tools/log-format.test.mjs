// tools/log-format.mjs: which format a start logs in, and what a terminal reads of the API's pino lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatChildLine, logFormat, prettyLine } from './log-format.mjs';

const at = new Date(2026, 10, 26, 10, 34, 25, 7).getTime();

test('JSON unless stdout is a terminal; LOG_FORMAT decides when set', () => {
  assert.equal(logFormat({}, { isTTY: true }), 'pretty');
  assert.equal(logFormat({}, { isTTY: false }), 'json');
  assert.equal(logFormat({ LOG_FORMAT: 'json' }, { isTTY: true }), 'json');
  assert.equal(logFormat({ LOG_FORMAT: 'pretty' }, {}), 'pretty');
});

test("a terminal reads the API's lines as time, level, source and message; a request as one short line", () => {
  const record = { level: 30, time: at, pid: 1, hostname: 'vm', context: 'Database', msg: 'schema up to date' };
  assert.equal(prettyLine(record), '10:34:25.007 INFO  api/Database  schema up to date');
  const request = { level: 30, time: at, req: { id: 1, method: 'GET', url: '/api/orders', headers: {} }, res: { statusCode: 200 }, responseTime: 12, msg: 'request completed' };
  assert.equal(prettyLine(request), '10:34:25.007 INFO  api  GET /api/orders 200 12 ms');
  assert.equal(prettyLine({ level: 40, time: at, name: 'start', msg: 'the API exited (SIGKILL)', attempt: 2 }), '10:34:25.007 WARN  start  the API exited (SIGKILL) attempt=2');
  assert.equal(prettyLine({ level: 50, time: at, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }), '10:34:25.007 ERROR api  failed\nError: boom\n    at x');
});

test("Nest's ~200 start-up lines stay out of a terminal; JSON keeps every line as it came", () => {
  const line = JSON.stringify({ level: 30, time: at, context: 'RouterExplorer', msg: 'Mapped {/api/orders, GET} route' });
  assert.equal(formatChildLine(line, 'pretty'), null);
  assert.equal(formatChildLine(line, 'json'), line);
  assert.equal(formatChildLine('Fixflow API failed to start: plain text', 'pretty'), 'Fixflow API failed to start: plain text');
});
