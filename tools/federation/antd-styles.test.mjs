// antd's first-paint stylesheet (libs/web-build/antd-styles.mjs) stands in for the styles antd
// would make at run time for the components it lists. That draws exactly what antd drew only if
//   - the file lists each style under the path @ant-design/cssinjs looks it up by at run time (the
//     production build's class name, this antd's version), else antd makes the style anyway;
//   - the shell's themes change CSS variables only, never the rules: the file is made once, without
//     a theme, and serves the light and the dark one. A theme option that changed a rule (a
//     prefixCls, `hashed: false`, a token antd writes into its rules, such as the screen sizes)
//     would draw the file's rule instead of the theme's.
// (The e2e spec antd-styles.spec.ts checks the built file on the real pages.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CACHE_PATH_RULE, FIRST_PAINT_COMPONENTS, STYLESHEET_PLACEHOLDER, extractAntdStylesheet } from '../../libs/web-build/antd-styles.mjs';
import { renderStyles } from '../../libs/web-build/antd-styles-render.mjs';
import { antdFolder } from '../../libs/web-build/shared-contract.mjs';
import { themeConfig } from '../../apps/shell/src/antd/theme-tokens.ts';

test('the stylesheet lists every first-paint component under its production style path', () => {
  const { css, fileName } = extractAntdStylesheet();
  assert.match(fileName, /^antd-first-paint\.[0-9a-f]{10}\.css$/);
  const paths = CACHE_PATH_RULE.exec(css)[1].split(';').map((entry) => entry.split(':')[0]);
  // `css-<hash>|<Component>-<Component>|ant-<folder>|anticon`, the hash the production build's
  // (the icons' base rules, `|ant-design-icons|anticon`, carry none).
  assert.deepEqual(
    paths.filter((path) => !/^(css-[a-z0-9]+)?\|/.test(path)),
    [],
    'paths without the production class name',
  );
  for (const name of ['Shared', ...FIRST_PAINT_COMPONENTS]) {
    assert.ok(
      paths.some((path) => path.split('|')[1].startsWith(`${name}-`) || path.split('|')[1] === name),
      `${name} in ${paths.join(', ')}`,
    );
  }
  // The rules only: the theme's CSS variables are antd's to write at run time.
  assert.doesNotMatch(css, /--ant-color-primary:/);
});

test("the shell's light and dark themes draw the same rules as no theme: only CSS variables differ", () => {
  const folders = FIRST_PAINT_COMPONENTS.map(antdFolder);
  const plain = renderStyles(folders).split('}');
  assert.ok(plain.some((rule) => rule.includes('.ant-btn{')));
  for (const resolved of ['light', 'dark']) {
    const themed = renderStyles(folders, themeConfig(resolved)).split('}');
    const differing = [...themed.filter((rule) => !plain.includes(rule)), ...plain.filter((rule) => !themed.includes(rule))];
    assert.deepEqual(differing.slice(0, 5), [], `${resolved} theme: rules that differ from the stylesheet's`);
  }
});

test("index.html's loader fetches the stylesheet at once when the shell's stored session is there", () => {
  const html = readFileSync(new URL('../../apps/shell/src/index.html', import.meta.url), 'utf8');
  const session = readFileSync(new URL('../../apps/shell/src/session/auth/persisted-session.ts', import.meta.url), 'utf8');
  const key = /export const SESSION_STORAGE_KEY = '([^']+)'/.exec(session)?.[1];
  assert.ok(key, 'SESSION_STORAGE_KEY in persisted-session.ts');
  assert.ok(html.includes(`localStorage.getItem('${key}')`), `index.html reads ${key}`);
  assert.ok(html.includes(`'${STYLESHEET_PLACEHOLDER}'`), `index.html's loader names ${STYLESHEET_PLACEHOLDER}, which the build replaces`);
});
