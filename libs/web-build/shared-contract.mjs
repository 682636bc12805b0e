// The shared-exports half of the federation contract: which exports of antd, react-router-dom
// and react-i18next the apps use, read from the sources of every web app and lib.
//
// A shared library cannot be tree-shaken (any app may ask for any export), so the host would
// ship all of antd (BUILD.md has the figures). Instead:
//   - antd is shared one component at a time: the build rewrites `import { Card } from 'antd'`
//     into `import Card from 'antd/es/card'` (swc transformImport), and each component this
//     contract lists is a shared module of its own. A page downloads the components it uses,
//     still from the host's one copy of antd (one theme, one set of contexts).
//   - react-router-dom, react-i18next and @ant-design/cssinjs are shared as a kit that re-exports
//     just the names listed here, tree-shaken (kits/, generated from this contract). cssinjs is
//     used by antd itself, not by our sources: its names are read from the libraries that import it.
// An export missing from the contract would be undefined in a remote released later, so the
// tools test (tools/federation/shared-contract.test.mjs) fails until the contract is
// regenerated:   node libs/web-build/shared-contract.mjs --write
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const BUILD_DIR = fileURLToPath(new URL('.', import.meta.url));
const WORKSPACE_ROOT = join(BUILD_DIR, '../..');
export const CONTRACT_FILE = join(BUILD_DIR, 'shared-contract.json');
export const KITS_DIR = join(BUILD_DIR, 'kits');

/**
 * Packages shared by their used exports; each kit imports the real package under another name
 * (resolve.alias). `consumers`: folders of installed libraries whose imports of it count as well.
 */
export const KIT_PACKAGES = {
  'react-router-dom': { from: 'react-router', versionOf: 'react-router' },
  'react-i18next': { from: 'fixflow-unshared/react-i18next', versionOf: 'react-i18next' },
  '@ant-design/cssinjs': {
    from: 'fixflow-unshared/@ant-design/cssinjs',
    versionOf: '@ant-design/cssinjs',
    consumers: ['antd/es', '@ant-design/cssinjs-utils/es', '@ant-design/icons/es'],
  },
};
export const SCANNED_PACKAGES = ['antd', ...Object.keys(KIT_PACKAGES)];

const SCRIPT = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const listScripts = (root) => readdirSync(root, { recursive: true }).filter((name) => SCRIPT.test(name)).map((name) => join(root, name));

/** Sources that run in the browser: apps and libs, without tests and test helpers. */
function sourceFiles() {
  const roots = ['apps', 'libs'].flatMap((top) =>
    readdirSync(join(WORKSPACE_ROOT, top))
      .filter((name) => top === 'libs' || name !== 'api')
      .map((name) => join(WORKSPACE_ROOT, top, name, 'src')),
  );
  return roots.flatMap((root) => {
    let names;
    try {
      names = readdirSync(root, { recursive: true });
    } catch {
      return [];
    }
    return names
      .filter((name) => SCRIPT.test(name) && !/\.(test|spec)\.|(^|\/)testing\//.test(name) && !name.endsWith('.d.ts'))
      .map((name) => join(root, name));
  });
}

/** The installed libraries' files that import a kit package with `consumers` (antd's own components…). */
function consumerFiles() {
  const folders = Object.values(KIT_PACKAGES).flatMap((kit) => kit.consumers ?? []);
  return folders.flatMap((folder) => listScripts(join(WORKSPACE_ROOT, 'node_modules', folder)));
}

/**
 * Every runtime import of the scanned packages: `{ used: { antd: Set<name>, ... }, problems: [text] }`.
 * Type-only imports cost nothing at run time and are skipped; imports the contract cannot
 * describe (a namespace or default import, a deep path, react-router itself) are problems.
 */
export function scanSources(files = sourceFiles(), packages = SCANNED_PACKAGES) {
  const used = Object.fromEntries(SCANNED_PACKAGES.map((name) => [name, new Set()]));
  const problems = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const where = relative(WORKSPACE_ROOT, file);
    const visit = (node) => {
      const moduleName =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : null;
      if (moduleName) check(node, moduleName, where);
      ts.forEachChild(node, visit);
    };
    const check = (node, moduleName, where) => {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (typeOnly) return;
      if (packages.includes('react-router-dom') && moduleName === 'react-router') {
        return problems.push(`${where}: import react-router-dom, not react-router (one router, shared)`);
      }
      if (packages.includes('antd') && moduleName.startsWith('antd/') && !moduleName.startsWith('antd/locale/')) {
        return problems.push(`${where}: runtime import of ${moduleName}: import components from 'antd' (or make the import type-only)`);
      }
      if (!packages.includes(moduleName)) return;
      const clause = ts.isImportDeclaration(node) ? node.importClause : null;
      const named = ts.isImportDeclaration(node) ? clause?.namedBindings : node.exportClause;
      if (clause?.name || (named && !ts.isNamedImports(named) && !ts.isNamedExports(named)) || (!named && !clause)) {
        return problems.push(`${where}: import named exports from ${moduleName} (no default, namespace or bare import)`);
      }
      for (const element of named?.elements ?? []) {
        if (element.isTypeOnly) continue;
        used[moduleName].add((element.propertyName ?? element.name).text);
      }
    };
    visit(source);
  }
  return { used, problems };
}

/** `ConfigProvider` → `config-provider`, as swc's transformImport names antd's folders. */
export function antdFolder(exportName) {
  return exportName.replace(/^[A-Z]/, (letter) => letter.toLowerCase()).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function readContract() {
  return JSON.parse(readFileSync(CONTRACT_FILE, 'utf8'));
}

export function renderKit(packageName, names) {
  const { from } = KIT_PACKAGES[packageName];
  return [
    `// Generated by libs/web-build/shared-contract.mjs from ${relative(WORKSPACE_ROOT, CONTRACT_FILE)}: do not edit.`,
    `// The ${packageName} every app shares: only the exports in use, so the rest is tree-shaken.`,
    `export { ${names.join(', ')} } from '${from}';`,
    '',
  ].join('\n');
}

/** kits/react-router-dom.mjs, kits/ant-design-cssinjs.mjs… */
export function kitFile(packageName) {
  return join(KITS_DIR, `${packageName.replace(/^@/, '').replaceAll('/', '-')}.mjs`);
}

/** Kit packages that installed libraries import, read from those libraries (once: they do not change while we run). */
const CONSUMED_PACKAGES = Object.keys(KIT_PACKAGES).filter((name) => KIT_PACKAGES[name].consumers);
let consumerScan;

/** The contract for the sources as they are now, sorted so the file diffs well. */
export function currentContract() {
  consumerScan ??= scanSources(consumerFiles(), CONSUMED_PACKAGES);
  const ours = scanSources();
  const used = Object.fromEntries(SCANNED_PACKAGES.map((name) => [name, new Set([...ours.used[name], ...consumerScan.used[name]])]));
  const problems = [...ours.problems, ...consumerScan.problems];
  const contract = Object.fromEntries(SCANNED_PACKAGES.map((name) => [name, [...used[name]].sort()]));
  return { contract, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { contract, problems } = currentContract();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else if (process.argv.includes('--write')) {
    writeFileSync(CONTRACT_FILE, `${JSON.stringify(contract, null, 2)}\n`);
    for (const packageName of Object.keys(KIT_PACKAGES)) writeFileSync(kitFile(packageName), renderKit(packageName, contract[packageName]));
    console.log(`wrote ${relative(WORKSPACE_ROOT, CONTRACT_FILE)} and ${Object.keys(KIT_PACKAGES).length} kits`);
  } else {
    console.log(JSON.stringify(contract, null, 2));
  }
}
