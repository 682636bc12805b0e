import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@fixflow/dev-db/free-port';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** An API started as its own process from src/main.ts, the way `npm run dev` starts it. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (its JSON log lines, and any crash). */
  output(): string;
  /** Resolves with how it ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, if still running: for afterAll, whatever a test left behind. */
  kill(): Promise<void>;
}

/**
 * Starts `node src/main.ts` (TypeScript through @swc-node/register, @fixflow/contracts from source)
 * on a free port with `env` on top of a quiet test configuration, and answers once
 * /api/health/ready does (`waitFor: 'alive'`: /api/health, for a process that cannot be ready yet,
 * e.g. its Redis is away). JEST_WORKER_ID is passed on, so MikroORM reads the TypeScript migrations.
 */
export async function startApiProcess(env: Record<string, string>, { waitFor = 'ready' }: { waitFor?: 'ready' | 'alive' } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { NODE_OPTIONS: _jestVmModules, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--conditions=source', '--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: API_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', WEB_DIST: '/nonexistent/fixflow-web-dist', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const api: ApiProcess = {
    url,
    child,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (code ${child.exitCode}) before it was ready:\n${output}`);
    if (await fetch(`${url}/api/health${waitFor === 'ready' ? '/ready' : ''}`).then((res) => res.ok, () => false)) return api;
    if (Date.now() > deadline) {
      await api.kill();
      throw new Error(`the API was not ready within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
