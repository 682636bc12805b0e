// Self time of a V8 CPU profile (node --cpu-prof; `CPU_PROF=<folder> node tools/bench/load.bench.mjs`
// writes the API's), by module and by function: where a request's CPU goes.
//   node tools/bench/cpu-profile-summary.mjs <file.cpuprofile> [--top N] [--module TEXT] [--callers NAME]
// A module is a package (node_modules/<name>), a folder of the API's build (api/<folder>), or
// Node's own (node:<file>); (idle), (program) and (garbage collector) stand for themselves.
// --module keeps only the functions of modules whose name contains TEXT; --callers NAME adds the
// self time of the functions named NAME by the chain of --depth callers (4) that led to them.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, module: { type: 'string' }, callers: { type: 'string' }, depth: { type: 'string', default: '4' } } });
if (!positionals[0]) {
  process.stderr.write('usage: node tools/bench/cpu-profile-summary.mjs <file.cpuprofile> [--top N] [--module TEXT]\n');
  process.exit(1);
}
const TOP = Number(values.top);
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));

/** The module a script URL belongs to. */
function moduleOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const path = url.replace(/^file:\/\//, '');
  const packages = path.lastIndexOf('/node_modules/');
  if (packages >= 0) {
    const [first, second] = path.slice(packages + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const api = path.match(/apps\/api\/dist\/([^/]+)/);
  if (api) return `api/${api[1].replace(/\.js$/, '')}`;
  const lib = path.match(/libs\/([^/]+)\//);
  if (lib) return `@fixflow/${lib[1]}`;
  if (path.startsWith('node:')) return path.split('/').slice(0, 2).join('/');
  return path;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i += 1) {
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
const modules = new Map();
const functions = new Map();
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id);
  const module = moduleOf(callFrame.url, callFrame.functionName);
  modules.set(module, (modules.get(module) ?? 0) + us);
  if (values.module && !module.includes(values.module)) continue;
  const key = `${callFrame.functionName || '(anonymous)'}  ${module}:${callFrame.lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}
const busy = total - (modules.get('(idle)') ?? 0);
const line = (us, label) => `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${label}`;
const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);

console.log(`${positionals[0]}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy time)`);
console.log('\nSelf time by module');
for (const [module, us] of top(modules)) if (module !== '(idle)') console.log(line(us, module));
console.log(`\nSelf time by function${values.module ? ` (modules matching ${values.module})` : ''}`);
for (const [key, us] of top(functions)) if (!key.startsWith('(idle)')) console.log(line(us, key));

if (values.callers) {
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const frame = (node) => `${node.callFrame.functionName || '(anonymous)'} ${moduleOf(node.callFrame.url, node.callFrame.functionName)}:${node.callFrame.lineNumber + 1}`;
  const chains = new Map();
  for (const [id, us] of selfUs) {
    if (byId.get(id).callFrame.functionName !== values.callers) continue;
    const chain = [];
    for (let at = parents.get(id); at !== undefined && chain.length < Number(values.depth); at = parents.get(at)) chain.push(frame(byId.get(at)));
    const key = chain.join(' < ');
    chains.set(key, (chains.get(key) ?? 0) + us);
  }
  console.log(`\n${values.callers} by its callers`);
  for (const [key, us] of top(chains)) console.log(line(us, key));
}
