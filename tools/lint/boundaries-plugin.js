// ESLint rule that keeps the monorepo's module boundaries (ARCHITECTURE.md):
// every import — by package name (@fixflow/x) or by relative path — is mapped
// to the project it lands in, and refused when that project is not allowed.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every lib's folder name: `@fixflow/<lib>` lands in libs/<lib>, any other `@fixflow/x` in apps/x. */
const LIBS = new Set(readdirSync(path.join(ROOT, 'libs')));

/** The project a repo-relative file lives in, e.g. "apps/vendor", "libs/ui" or "tools". */
function projectOf(file) {
  const rel = path.relative(ROOT, path.resolve(file)).split(path.sep);
  if ((rel[0] === 'apps' || rel[0] === 'libs') && rel.length > 2) return `${rel[0]}/${rel[1]}`;
  if (rel[0] === 'tools' && rel.length > 1) return 'tools';
  return null;
}

/** The project an import specifier points at, or null for third-party/other. */
function targetOf(specifier, fromFile) {
  const scoped = /^@fixflow\/([^/]+)/.exec(specifier);
  if (scoped) {
    const name = scoped[1];
    return LIBS.has(name) ? `libs/${name}` : `apps/${name}`;
  }
  if (specifier.startsWith('.')) {
    return projectOf(path.resolve(path.dirname(fromFile), specifier, 'x'));
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the Fixflow module boundaries' },
    schema: [
      {
        type: 'object',
        properties: {
          rules: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                disallow: { type: 'array', items: { type: 'string' } },
                disallowPackages: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['from', 'message'],
            },
          },
        },
      },
    ],
    messages: { forbidden: '{{source}} → {{target}}: {{message}}' },
  },
  create(context) {
    const file = context.filename;
    const from = projectOf(file);
    if (!from) return {};
    const rules = (context.options[0]?.rules ?? []).filter((r) => new RegExp(`^${r.from}$`).test(from));
    if (!rules.length) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier, file);
      for (const r of rules) {
        const hitsProject =
          target && target !== from && (r.disallow ?? []).some((pattern) => new RegExp(`^${pattern}$`).test(target));
        const hitsPackage = (r.disallowPackages ?? []).some(
          (pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`),
        );
        if (hitsProject || hitsPackage) {
          context.report({ node, messageId: 'forbidden', data: { source: from, target: target ?? specifier, message: r.message } });
          return;
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { boundaries: rule } };
