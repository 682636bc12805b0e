// The CSS antd inserts when the given components first render (antd folders: `button`, `tag`…),
// read from @ant-design/cssinjs's cache: `NODE_ENV=production node antd-styles-render.mjs button tag`
// prints it. antd-styles.mjs runs it in a process of its own for the NODE_ENV (the production
// build's class names); antd's CommonJS build (antd/lib), so it loads only what it renders.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');

/**
 * Props that make a component register the styles it adds only for them (as
 * @ant-design/static-style-extract, antd's own extractor, renders them): a Tag's preset colours
 * (`color="blue"`) and statuses (`color="success"`) are styles of their own.
 */
const VARIANTS = { tag: [{ color: 'blue' }, { color: 'success' }] };

/**
 * Inside a ConfigProvider, as the host draws them (it adds the icons' base rules). `theme`: none
 * for the stylesheet, which must not depend on one (tools/federation/antd-styles.test.mjs).
 */
export function renderStyles(folders, theme) {
  const ConfigProvider = require('antd/lib/config-provider').default;
  const cache = createCache();
  const elements = folders.flatMap((folder) => {
    const Component = require(`antd/lib/${folder}`).default;
    return (VARIANTS[folder] ?? [{}]).map((props, index) => createElement(Component, { key: `${folder}-${index}`, ...props }));
  });
  renderToString(createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme }, elements)));
  // Only the rules ('style'): the theme's CSS variables ('token', 'cssVar') stay at run time.
  return extractStyle(cache, { plain: true, types: 'style' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(renderStyles(process.argv.slice(2)));
