// How long `npm start` takes to serve: spawns tools/start.mjs, polls /api/health until it answers
// 200, prints the seconds, then stops it with SIGTERM and prints how it exited.
//   node tools/bench/start-time.mjs                 # PORT 3000, the start's own embedded database
//   PORT=3581 EMBEDDED_PG_DIR=/tmp/pg EMBEDDED_PG_PORT=54391 node tools/bench/start-time.mjs
//   node tools/bench/start-time.mjs --runs 3        # three starts in a row (the median too)
//   node tools/bench/start-time.mjs --script /tmp/start-before.mjs   # another version of start.mjs, inside tools/
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, script: { type: 'string', default: join(ROOT, 'tools/start.mjs') } } });
const port = process.env.PORT ?? '3000';

async function healthy(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(500) })).status === 200;
  } catch {
    return false;
  }
}

async function oneStart() {
  if (await healthy(`http://127.0.0.1:${port}/api/health`)) throw new Error(`something already answers on port ${port}: choose another PORT`);
  const started = performance.now();
  const child = spawn(process.execPath, [values.script], {
    cwd: ROOT,
    env: { ...process.env, PORT: port, LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // Its own JSON lines say whether it built and how long the API took.
  const notes = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const record = JSON.parse(line);
      if (record.name === 'start' && /^(build|building|API ready|embedded)/.test(record.msg)) notes.push(record.msg);
    } catch {
      // The build's own output.
    }
  });
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  while (!exited && !(await healthy(`http://127.0.0.1:${port}/api/health`))) {
    await new Promise((done) => setTimeout(done, 25));
  }
  if (exited) throw new Error(`npm start exited before it was healthy (${exited.signal ?? `code ${exited.code}`})`);
  const seconds = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  const { code, signal } = await exit;
  return { seconds, exit: signal ?? code, notes };
}

const results = [];
for (let run = 0; run < Number(values.runs); run++) {
  const result = await oneStart();
  results.push(result.seconds);
  console.log(`start ${run + 1}: healthy in ${result.seconds.toFixed(2)} s; SIGTERM → exit ${result.exit}`);
  for (const note of result.notes) console.log(`  ${note}`);
}
const sorted = [...results].sort((a, b) => a - b);
if (results.length > 1) console.log(`median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s`);
