import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { EXPOSED_MODULE, sharedSingletons, unsharedAliases } from './shared.mjs';
import { pointRemoteIfUnset } from './remotes-json.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { HostContractPlugin, RemoteRequirementsPlugin, hostContract } from './host-contract.mjs';
import { AntdStylesheetPlugin } from './antd-styles.mjs';
import { IntlWarmPlugin } from './intl-warm.mjs';

const require = createRequire(import.meta.url);

export const WORKSPACE_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** FIXFLOW_DIST_DIR: a copy of dist to release into (the e2e release test works on its own copy). */
export const DIST_ROOT = process.env.FIXFLOW_DIST_DIR ? resolve(process.env.FIXFLOW_DIST_DIR) : join(WORKSPACE_ROOT, 'dist');

function readPackage(projectDir) {
  return JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'));
}

/** Folder name of a remote build: REMOTE_VERSION wins, else the package version. */
export function remoteVersion(projectDir) {
  const version = process.env.REMOTE_VERSION?.trim() || readPackage(projectDir).version;
  if (!/^[0-9A-Za-z][0-9A-Za-z._+-]*$/.test(version)) {
    throw new Error(`Invalid remote version "${version}": use letters, digits, dots, dashes`);
  }
  return version;
}

/**
 * The Module Federation runtime as ES modules. Its plugins find the runtime with require.resolve,
 * which picks each package's CommonJS build, and CommonJS cannot be tree-shaken or scope-hoisted:
 * main.js (the host's runtime) and every remoteEntry.js carried all of it. The ESM builds are the
 * same code, published beside them.
 */
const FEDERATION_RUNTIME_PACKAGES = ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'runtime-tools', 'sdk', 'error-codes', 'inject-external-runtime-core-plugin'];
function federationEsmAliases() {
  const aliases = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const cjs = require.resolve(`@module-federation/${name}`);
    const dir = dirname(dirname(cjs));
    const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const esm = join(dir, exports['.'].import.default);
    aliases[`${cjs}$`] = esm;
    aliases[`@module-federation/${name}$`] = esm;
  }
  return aliases;
}

/**
 * antd's locales from its ES build: `antd/locale/<name>` is a CommonJS file (lib/) that brings its
 * own copies of the pickers' and pagination's texts. The ES one is what antd's components import
 * themselves (en_US is in antd-base already), so the host's English locale costs no byte and
 * Russian shares the ES modules.
 */
function antdLocaleEsmAliases() {
  return { 'antd/locale': join(dirname(require.resolve('antd/package.json')), 'es', 'locale') };
}

/**
 * React Router's production build. Its package exports only `dist/development`, whose warnings
 * ("No routes matched location…") ship in every first load and run in production; the production
 * build beside it is the same code with ENABLE_DEV_WARNINGS = false.
 */
function reactRouterProductionAliases() {
  const dir = dirname(require.resolve('react-router/package.json'));
  return {
    'react-router$': join(dir, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': join(dir, 'dist', 'production', 'dom-export.mjs'),
  };
}

// Small modules that several shared antd components (or pages) use go into a chunk of their own
// instead of a copy in each (with the default minSize the icon helpers were downloaded seven
// times by a technician's dashboard; BUILD.md "What ships first").
const SPLIT_CHUNKS = { chunks: 'async', minSize: 5000 };

/**
 * The antd-base packages publish no `sideEffects`, so a barrel import kept every module it re-exports
 * (Button's one import of @rc-component/util brought focus traps and scrollbar metrics). Their
 * modules only define exports. Not every @rc-component package: tree-shaking the overlays' own
 * packages splits them into more, smaller shared chunks, and a vendor's pages grew (BUILD.md).
 */
const ANTD_PURE_PACKAGES = /[\\/]node_modules[\\/](@rc-component[\\/](util|motion|resize-observer|form)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/;

function commonConfig({ projectDir, production, outputPath, publicPath, uniqueName }) {
  return {
    mode: production ? 'production' : 'development',
    context: projectDir,
    target: ['web', 'es2022'],
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      uniqueName,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...federationEsmAliases(), ...unsharedAliases(), ...antdLocaleEsmAliases(), ...(production ? reactRouterProductionAliases() : {}) },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            // One module per antd component and per icon: antd is shared component by component
            // (shared-contract.mjs), and each app bundles only the icons it draws.
            transformImport: [
              { libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true },
              { libraryName: '@ant-design/icons', libraryDirectory: 'es/icons', camelToDashComponentName: false },
            ],
          },
          type: 'javascript/auto',
          // Applies to imports made by our own files only: our libs export TypeScript
          // under "source", but so do some npm packages (scroll-into-view-if-needed,
          // html-parse-stringify) whose TS sources must not be compiled from node_modules.
          resolve: {
            conditionNames: ['source', '...'],
            // libs/contracts writes Node-style `./x.js` imports of `./x.ts` files.
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          },
        },
        { test: ANTD_PURE_PACKAGES, sideEffects: false },
        // Plain-CSS pages style themselves with CSS modules (`*.module.css`), loaded with their chunk.
        { test: /\.css$/, type: 'css/auto' },
      ],
      parser: { 'css/auto': { namedExports: false } },
    },
    performance: { hints: false },
    optimization: production ? { splitChunks: SPLIT_CHUNKS } : undefined,
  };
}

/**
 * What every antd component of the host needs before it draws (css-in-js, the theme, config
 * and utilities): one chunk, loaded with the first component, rather than a dozen small ones
 * each a round trip on a phone's network. Public pages load no antd, so none of it.
 */
const ANTD_BASE = new RegExp(
  [
    // The shared @ant-design/cssinjs is a kit (shared-contract.mjs) of the real one below.
    String.raw`[\\/]kits[\\/]ant-design-cssinjs\.mjs$|`,
    String.raw`[\\/]node_modules[\\/](`,
    [
      String.raw`@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)[\\/]`,
      String.raw`@ant-design[\\/]icons[\\/]es[\\/](components[\\/]|utils\.js|cssUtils\.js|renderUtils\.js)`,
      String.raw`antd[\\/]es[\\/](_util|style|theme|config-provider|locale|version)[\\/]`,
      String.raw`antd[\\/]es[\\/](form[\\/]validateMessagesContext|modal[\\/]locale)`,
      // The default (English) locale's parts: below splitChunks' minSize, each chunk that needed
      // them had its own copy (three in a technician's first load).
      String.raw`antd[\\/]es[\\/](calendar|date-picker|time-picker)[\\/]locale[\\/]en_US`,
      String.raw`@rc-component[\\/](pagination|picker)[\\/]es[\\/]locale[\\/](en_US|common)`,
      // Not trigger or portal: only popups (Tooltip, Dropdown, Select…) need them, in their own chunk.
      String.raw`@rc-component[\\/](util|motion|resize-observer)[\\/]`,
      String.raw`(stylis|clsx|react-is|is-mobile|@emotion|@babel[\\/]runtime)[\\/]`,
    ].join('|'),
    ')',
  ].join(''),
);

/**
 * Parts of that family only overlays use (popup placement and arrows, motion keyframes, modal
 * buttons, focus traps, scroll metrics): one chunk of their own, loaded with the first popup,
 * dialog or table, not with every first paint (a technician's dashboard draws none of them).
 * Below splitChunks' minSize, each overlay would otherwise carry its own copy.
 */
const OVERLAY_ONLY = new RegExp(
  [
    String.raw`antd[\\/]es[\\/]style[\\/](motion[\\/](?!util)|placementArrow|roundedArrow)`,
    String.raw`antd[\\/]es[\\/]_util[\\/](placements|ActionButton|PurePanel|hooks[\\/]useZIndex|zindexContext|ContextIsolator|convertToTooltipProps|scrollTo|getScroll|easings|copy|responsiveObserver)`,
    String.raw`@rc-component[\\/]util[\\/]es[\\/](Dom[\\/]focus|getScrollBarSize)`,
  ].join('|'),
);
const isAntdBase = (path) => ANTD_BASE.test(path) && !OVERLAY_ONLY.test(path);
const isStartKit = (path) => /[\\/]web-build[\\/]kits[\\/][^\\/]+\.mjs$/.test(path) && !ANTD_BASE.test(path);
const isAntdOverlay = (path) => ANTD_BASE.test(path) && OVERLAY_ONLY.test(path);

/**
 * `<link rel="preload">` in index.html for every script the host's start needs: the bootstrap
 * chunks (index.ts imports ./bootstrap) and the shared libraries they consume (react-dom,
 * i18next, the router…), found through the chunk graph. Without it the browser learns of them
 * only once main.js has run: one more round trip before the first screen on a phone.
 */
class PreloadStartPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('PreloadStartPlugin', (data) => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, modules: true, ids: true });
        const { chunks } = stats;
        const chunksOf = new Map(stats.modules.map((module) => [module.identifier, module.chunks]));
        const start = new Set(chunks.filter((chunk) => chunk.origins.some((origin) => origin.request === './bootstrap')).map((chunk) => chunk.id));
        // A shared library's chunk loads with the chunk holding the module that consumes it.
        const loadedWithStart = (chunk) =>
          chunk.origins.some(
            (origin) => (origin.moduleIdentifier ?? '').startsWith('consume shared module') && (chunksOf.get(origin.moduleIdentifier) ?? []).some((id) => start.has(id)),
          );
        for (let grew = true; grew; ) {
          grew = false;
          for (const chunk of chunks) {
            if (start.has(chunk.id) || chunk.initial || !loadedWithStart(chunk)) continue;
            start.add(chunk.id);
            grew = true;
          }
        }
        const files = chunks.filter((chunk) => start.has(chunk.id)).flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.js')));
        const links = files.map((file) => `<link rel="preload" as="script" href="${compilation.outputOptions.publicPath}${file}">`).join('');
        return { ...data, html: data.html.replace('</head>', `${links}</head>`) };
      });
    });
  }
}

/**
 * ConfigProvider's `tooltip.unique` provider, which we never enable, without @rc-component/trigger
 * (stubs/antd-tooltip-unique-provider.mjs says why). Host and remotes alike: whichever app's
 * ConfigProvider is shared, none of them pulls trigger into the first paint.
 */
const UNIQUE_TOOLTIP_STUB = new rspack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resource) => {
  if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resource.context)) {
    resource.request = fileURLToPath(new URL('./stubs/antd-tooltip-unique-provider.mjs', import.meta.url));
  }
});

/** The host: no remotes at build time; it learns them from /remotes.json at start. */
export function hostConfig({ projectDir, env = {}, devPort = 4200 }) {
  const production = !env.RSPACK_SERVE;
  const apiOrigin = process.env.FIXFLOW_API_ORIGIN ?? 'http://localhost:3000';
  return {
    ...commonConfig({
      projectDir,
      production,
      outputPath: join(DIST_ROOT, 'shell'),
      // '/' not 'auto': deep links such as /orders/1/edit must still load /main.js.
      publicPath: '/',
      uniqueName: 'shell',
    }),
    entry: { main: './src/index.ts' },
    optimization: production
      ? {
          splitChunks: {
            ...SPLIT_CHUNKS,
            cacheGroups: {
              antdBase: { test: (module) => isAntdBase(module.nameForCondition() ?? ''), name: 'antd-base', chunks: 'async', enforce: true, priority: 20 },
              antdOverlay: { test: (module) => isAntdOverlay(module.nameForCondition() ?? ''), name: 'antd-overlay', chunks: 'async', enforce: true, priority: 20 },
              // The router's and react-i18next's kits (a few re-exports each): one chunk of the start,
              // not a copy in the chunk that provides each and another in the one that consumes it.
              kits: { test: (module) => isStartKit(module.nameForCondition() ?? ''), name: 'kits', chunks: 'async', enforce: true, priority: 20 },
            },
          },
        }
      : undefined,
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(production ? [new PreloadStartPlugin()] : []),
      // antd's styles for a phone's first screen as a static file (antd-styles.mjs).
      new AntdStylesheetPlugin(),
      // ICU's first use in a worker while a signed-in page loads (intl-warm.mjs).
      new IntlWarmPlugin(),
      UNIQUE_TOOLTIP_STUB,
      // What this host shares: compiled into its loader, and written beside index.html for releases.
      new rspack.DefinePlugin({ __HOST_CONTRACT__: JSON.stringify(hostContract()) }),
      new HostContractPlugin(),
      new ModuleFederationPlugin({
        name: 'shell',
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        // One federation runtime in the page: the host's, which remotes borrow (externalRuntime);
        // and only its browser code.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: Number(process.env.SHELL_DEV_PORT ?? devPort),
      historyApiFallback: true,
      // `npm run dev` (tools/dev.mjs) hands the remotes' dev-server manifests in
      // FIXFLOW_DEV_REMOTES, so each remote hot-reloads inside the shell.
      setupMiddlewares: (middlewares) => {
        const devRemotes = process.env.FIXFLOW_DEV_REMOTES;
        if (devRemotes) {
          middlewares.unshift({
            name: 'dev-remotes-json',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(devRemotes);
            },
          });
        }
        return middlewares;
      },
      proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: apiOrigin, ws: true }],
    },
  };
}

/** After a production build, give the remote a pointer in remotes.json if it has no working one. */
class PointRemotesJsonPlugin {
  constructor(name, version) {
    this.name = name;
    this.version = version;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PointRemotesJsonPlugin', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      await pointRemoteIfUnset(DIST_ROOT, this.name, this.version);
    });
  }
}

/**
 * A remote: one immutable folder per version, `publicPath: 'auto'` so the
 * same files work from whichever folder they are served. FIXFLOW_RELEASE
 * leaves remotes.json alone: the release script moves the pointer itself.
 */
export function remoteConfig({ projectDir, name, env = {}, devPort }) {
  const production = !env.RSPACK_SERVE;
  const version = remoteVersion(projectDir);
  const plugins = [
    new rspack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
    UNIQUE_TOOLTIP_STUB,
    new RemoteRequirementsPlugin(WORKSPACE_ROOT),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: { [EXPOSED_MODULE]: './src/app.ts' },
      shared: Object.fromEntries(Object.entries(sharedSingletons()).map(([key, config]) => [key, { ...config, import: false }])),
      shareStrategy: 'loaded-first',
      dts: false,
      // A remote runs only inside the host and uses the host's federation runtime (no second copy).
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
  ];
  if (production) plugins.push(new PrecompressPlugin());
  if (production && !process.env.FIXFLOW_RELEASE) plugins.push(new PointRemotesJsonPlugin(name, version));
  return {
    ...commonConfig({
      projectDir,
      production,
      outputPath: join(DIST_ROOT, 'remotes', name, version),
      publicPath: 'auto',
      uniqueName: name,
    }),
    // A remote has no page of its own; its entry is remoteEntry.js.
    entry: {},
    plugins,
    devServer: {
      port: devPort,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}
