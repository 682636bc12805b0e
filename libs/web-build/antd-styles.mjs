// antd's styles for a phone's first screen, made at build time instead of in the browser
// (issue 12; BUILD.md "How antd's styles ship").
//
// antd 6 draws each component's CSS at run time: the first time a component renders,
// @ant-design/cssinjs calls its style function, serialises the result, hashes it and inserts a
// <style>; on a phone (Lighthouse's 4x slower CPU) that was a good part of a technician's first
// screen. @ant-design/cssinjs also reads styles made ahead of time from a CSS file: a rule
// `.data-ant-cssinjs-cache-path { content: "<path>:<hash>;…" }` lists the style paths the file
// holds, and for each of them useStyleRegister skips the style function and the insertion
// (cssinjs's util/cacheMapUtil `CSS_FILE_STYLE`; its docs call it extracting styles for SSR).
// A component the file does not list still draws its own styles at run time, as before: a list
// that falls behind costs time, never looks.
//
// So the host's build renders the components below once in Node, through cssinjs's
// createCache/StyleProvider/extractStyle, and emits the rules as `antd-first-paint.<hash>.css`.
// Only the rules: the theme's values are CSS variables (antd 6's default), which antd still
// writes at run time for the theme in use (light or dark, our tokens), so the one file serves both
// themes. The file must apply before the first antd component renders, since cssinjs reads the
// list once: index.html's loader fetches it, and frames.tsx waits for it before drawing antd.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { emitIntoIndexHtml } from './index-html-asset.mjs';
import { antdFolder, readContract } from './shared-contract.mjs';

const RENDER_SCRIPT = fileURLToPath(new URL('./antd-styles-render.mjs', import.meta.url));

/**
 * The antd components a technician's dashboard draws on a phone, with an order on it (issue 12:
 * Lighthouse mobile ≥ 90), read from the styles that page inserted at run time (Button brings
 * antd's Wave; every component the shared link/reset rules). apps/e2e/tests/antd-styles.spec.ts
 * fails, naming it, when that page draws one that is not here. Each costs every first load that
 * reads the file its CSS bytes, so the vendor's and admin's desktop components (Menu, Grid's Col:
 * ~150 KB of CSS before gzip) stay at run time.
 */
export const FIRST_PAINT_COMPONENTS = ['Button', 'Empty', 'Flex', 'Skeleton', 'Tag'];

/** cssinjs's list of the paths a file holds (the rule extractStyle writes last). */
export const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

let extracted;

/** `{ css, fileName }` of the first-paint stylesheet, made once per build process (~2 s). */
export function extractAntdStylesheet(components = FIRST_PAINT_COMPONENTS) {
  if (extracted?.components === components) return extracted;
  const shared = new Set(readContract().antd);
  const unshared = components.filter((name) => !shared.has(name));
  if (unshared.length) throw new Error(`antd-styles.mjs: ${unshared.join(', ')} not in shared-contract.json: the host's stylesheet holds only what it shares`);
  // NODE_ENV=production: cssinjs names its classes `css-…` there (`css-dev-only-do-not-override-…`
  // elsewhere), and the paths the file lists carry that name.
  const css = execFileSync(process.execPath, [RENDER_SCRIPT, ...components.map(antdFolder)], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (!CACHE_PATH_RULE.test(css)) throw new Error("antd-styles.mjs: @ant-design/cssinjs's extractStyle wrote no cache-path list: has its file format changed?");
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  extracted = { components, css, fileName: `antd-first-paint.${hash}.css` };
  return extracted;
}

/** What the host's index.html names its stylesheet's address by (its loader's script holds it). */
export const STYLESHEET_PLACEHOLDER = '__ANTD_FIRST_PAINT_CSS__';

/**
 * The host's build: emits the stylesheet, and writes its address into index.html's loader
 * (apps/shell/src/index.html, `window.ffAntdStyles`), which fetches it at once when a session is
 * stored and otherwise when frames.tsx first loads antd.
 */
export class AntdStylesheetPlugin {
  apply(compiler) {
    emitIntoIndexHtml(compiler, {
      name: 'AntdStylesheetPlugin',
      placeholder: STYLESHEET_PLACEHOLDER,
      // Without the loader antd still draws, making every style itself (the e2e antd-styles spec fails).
      missing: "antd's first-paint stylesheet is never loaded",
      // Already compact; `minimized` keeps rspack's CSS minimizer from lowering it for old
      // browsers (it wrote each logical-direction rule three times: a file three times larger).
      asset: () => {
        const { css, fileName } = extractAntdStylesheet();
        return { fileName, source: css };
      },
    });
  }
}
