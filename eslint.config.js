// Lint for the whole monorepo. Module boundaries (ARCHITECTURE.md "Layout") are
// enforced by tools/lint/boundaries-plugin.js, so a wrong-direction import fails
// `npm run lint` (tools/lint/boundaries.test.mjs proves each rule bites).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './tools/lint/boundaries-plugin.js';

const WEB_ONLY_LIBS = ['@fixflow/shell-sdk', '@fixflow/ui', '@fixflow/api-client', '@fixflow/i18n'];

/** Who may not import whom. `from` and `disallow` are regexes over "apps/x" / "libs/y". */
const BOUNDARIES = [
  {
    from: 'libs/contracts',
    disallow: ['apps/.*', 'libs/.*'],
    message: 'libs/contracts imports nothing of ours: it is the bottom of the graph.',
  },
  { from: 'libs/.*', disallow: ['apps/.*'], message: 'A library never imports an app.' },
  {
    from: '(apps|libs)/.*',
    disallow: ['tools'],
    message: 'tools/ sits on top (scripts that run the apps): code an app and a tool share lives in a lib, e.g. libs/dev-db.',
  },
  {
    from: 'apps/api',
    disallow: ['apps/.*', 'libs/(shell-sdk|ui|api-client|i18n)'],
    disallowPackages: ['react', 'react-dom', 'antd', ...WEB_ONLY_LIBS],
    message: 'The API never imports web code.',
  },
  {
    from: 'apps/(vendor|technician|admin)',
    disallow: ['apps/.*'],
    message: 'A remote never imports another remote, the shell or the API: go through @fixflow/shell-sdk.',
  },
  {
    from: 'apps/shell',
    disallow: ['apps/.*'],
    message: 'The host loads remotes at run time (remotes.json), never by import.',
  },
  { from: 'apps/(shell|vendor|technician|admin)', disallow: [], disallowPackages: ['@mikro-orm/core', '@nestjs/common', 'pg', '@fixflow/dev-db'], message: 'Web code never imports server code.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.jest-cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/{shell,vendor,technician,admin}/**/*.{ts,tsx}', 'libs/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // --- Module boundaries -----------------------------------------------------
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'libs/**/*.{ts,tsx,js,mjs}'],
    plugins: { fixflow: boundaries },
    rules: { 'fixflow/boundaries': ['error', { rules: BOUNDARIES }] },
  },
  {
    // libs/web-build is the bundler's configuration: apps' and libs' config files (rspack, Jest)
    // import it, code that runs in the browser never does.
    files: ['apps/{shell,vendor,technician,admin}/src/**', 'libs/*/{src,testing}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@fixflow/web-build', '@fixflow/web-build/*', '**/web-build/**'], message: 'libs/web-build is build-time only (BUILD.md): browser code never imports it.' },
            {
              group: ['@fixflow/contracts/errors.en', '@fixflow/contracts/errors.ru'],
              message: 'The error catalogues are no part of a first load (BUILD.md): await loadMessageCatalogue(language) from @fixflow/contracts instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to change the page's language: switchLanguage reads the words the new language needs
    // first (apps/shell/src/i18n/switch-language.ts).
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/shell/src/i18n/switch-language.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='changeLanguage']",
          message: "Change the language with the shell's switchLanguage (apps/shell/src/i18n/switch-language.ts), which reads the new language's words first.",
        },
        // antd's forms leave the browser's own validation on: an email, url or number input, or a
        // required/pattern/min/max attribute, stops the submit with the browser's bubble in the
        // browser's language, and the form's rules and the API's field errors never show.
        {
          selector: "JSXOpeningElement[name.name='Input'] > JSXAttribute[name.name='type'][value.value=/^(email|url|number)$/]",
          message: 'Use inputMode (email, numeric, decimal, url) and the form\'s rules: the browser\'s own check answers in its language, not the user\'s, and hides the field errors.',
        },
        {
          selector: "JSXOpeningElement[name.name='Input'] > JSXAttribute[name.name=/^(required|pattern)$/]",
          message: "Put the limit in the form's rules (or leave it to the API's field errors): the browser's own check answers in its language, not the user's.",
        },
        // min/max stay allowed on a date filter outside a form (they bound its picker, and nothing is submitted).
        {
          selector: "JSXOpeningElement[name.name='Input']:not(:has(JSXAttribute[name.name='type'][value.value='date'])) > JSXAttribute[name.name=/^(min|max)$/]",
          message: "Put the limit in the form's rules (or leave it to the API's field errors): the browser's own check answers in its language, not the user's.",
        },
      ],
    },
  },
  {
    // The data layer is bundled into each remote that uses it, the SDK's entry is shared: a path
    // to the entry's modules gives a remote a second, empty copy (a context without its provider).
    files: ['libs/shell-sdk/src/data/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../data', '!../data/*'],
              allowTypeImports: true,
              message: 'From the data layer, the SDK\'s entry is @fixflow/shell-sdk (its one shared copy), never a path.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
