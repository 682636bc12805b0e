// tools/supervisor.mjs with real child processes: small node scripts that say "ready" over IPC,
// or exit at once like an API whose migration is broken. Short delays keep the tests quick.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { DEFAULT_BACKOFF, Supervisor, restartDelay } from './supervisor.mjs';

const READY_AND_WAIT = "process.send('ready'); setInterval(() => {}, 1000); process.on('SIGTERM', () => process.exit(0));";
const EXIT_AT_ONCE = 'process.exit(3)';

function supervise(t, script, backoff) {
  const lines = [];
  const log = { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
  const supervisor = new Supervisor({
    name: 'the worker',
    spawn: () => spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
    ready: (child) =>
      new Promise((resolve) => {
        child.once('message', () => resolve(true));
        child.once('exit', () => resolve(false));
      }),
    log,
    backoff: { firstDelayMs: 20, ...backoff },
  });
  t.after(() => supervisor.stop('SIGKILL'));
  return { supervisor, lines };
}

test('the delay doubles from 0.5 s and stops at 10 s', () => {
  assert.deepEqual(
    [2, 3, 4, 5, 6, 7, 8].map((attempt) => restartDelay(attempt, DEFAULT_BACKOFF)),
    [500, 1000, 2000, 4000, 8000, 10_000, 10_000],
  );
});

test('a child killed with SIGKILL is started again and said why; stop() leaves nothing running', async (t) => {
  const { supervisor, lines } = supervise(t, READY_AND_WAIT);
  supervisor.start();
  await once(supervisor, 'ready');
  const first = supervisor.child;
  first.kill('SIGKILL');
  const [{ attempt }] = await once(supervisor, 'ready');
  assert.equal(attempt, 2);
  assert.notEqual(supervisor.child.pid, first.pid);
  assert.deepEqual(lines, ['the worker exited (SIGKILL); restarting in 0.02 s (attempt 2)']);
  const last = supervisor.child;
  await supervisor.stop();
  assert.ok(last.exitCode !== null || last.signalCode !== null, 'the last child is gone');
  assert.equal(supervisor.child, null);
});

test('crashes before a healthy period back off further; a healthy period starts over', async (t) => {
  const { supervisor, lines } = supervise(t, READY_AND_WAIT, { healthyAfterMs: 300 });
  supervisor.start();
  await once(supervisor, 'ready');
  supervisor.child.kill('SIGKILL');
  await once(supervisor, 'ready');
  supervisor.child.kill('SIGKILL');
  await once(supervisor, 'ready');
  await new Promise((done) => setTimeout(done, 500));
  supervisor.child.kill('SIGKILL');
  await once(supervisor, 'ready');
  await supervisor.stop();
  assert.deepEqual(lines, [
    'the worker exited (SIGKILL); restarting in 0.02 s (attempt 2)',
    'the worker exited (SIGKILL); restarting in 0.04 s (attempt 3)',
    'the worker exited (SIGKILL); restarting in 0.02 s (attempt 2)',
  ]);
});

test('a child that never gets ready is given up after the limit, with the last exit', async (t) => {
  const { supervisor, lines } = supervise(t, EXIT_AT_ONCE, { giveUpAfter: 3 });
  supervisor.start();
  const [{ message }] = await once(supervisor, 'gave-up');
  assert.equal(message, 'the worker exited 3 times in a row before it was ready (last: code 3); not restarting it: fix the error above, then start again');
  assert.deepEqual(lines, [
    'the worker exited (code 3); restarting in 0.02 s (attempt 2)',
    'the worker exited (code 3); restarting in 0.04 s (attempt 3)',
    message,
  ]);
  assert.equal(supervisor.child, null);
});

test('stop() during the wait before a restart cancels it', async (t) => {
  const { supervisor, lines } = supervise(t, READY_AND_WAIT, { firstDelayMs: 60_000 } /* capped at maxDelayMs */);
  supervisor.start();
  await once(supervisor, 'ready');
  supervisor.child.kill('SIGKILL');
  await once(supervisor, 'exit');
  await supervisor.stop();
  assert.deepEqual(lines, ['the worker exited (SIGKILL); restarting in 10 s (attempt 2)']);
  assert.equal(supervisor.child, null);
});
