// ESLint for the web app: `npm run lint` (scripts/test.sh runs it in CI).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { defineConfig, globalIgnores } from 'eslint/config';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers, as bulletproof-react has them: app (routes, shell, providers) uses
// features; a feature uses only itself and the shared code; shared code uses neither.
// `testing` is the unit tests' harness and may render the app's provider.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['components', 'config', 'hooks', 'lib', 'locales', 'types'].map((dir) => `./src/${dir}`);

// An antd icon names itself by its English icon name ("calendar", "edit"), which a screen reader
// reads out beside the UI's own language. Each icon says what it is to assistive technology:
// decorative (`aria-hidden`, beside a text or inside a control named in the UI language) or
// named in the UI language (`aria-label={t(…)}`). The fix adds `aria-hidden`.
const iconsSayWhatTheyAre = {
  meta: {
    type: 'problem',
    fixable: 'code',
    messages: {
      unnamed: '{{icon}} names itself in English: add aria-hidden (decorative) or aria-label in the UI language.',
    },
    schema: [],
  },
  create(context) {
    const icons = new Set();
    const says = (attribute) =>
      attribute.type === 'JSXAttribute' && ['aria-hidden', 'aria-label', 'aria-labelledby'].includes(attribute.name.name);
    return {
      ImportDeclaration(node) {
        if (!node.source.value.startsWith('@ant-design/icons')) return;
        node.specifiers.forEach((specifier) => icons.add(specifier.local.name));
      },
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || !icons.has(node.name.name)) return;
        if (node.attributes.some((attribute) => attribute.type === 'JSXSpreadAttribute' || says(attribute))) return;
        context.report({
          node,
          messageId: 'unnamed',
          data: { icon: node.name.name },
          fix: (fixer) => fixer.insertTextAfter(node.name, ' aria-hidden'),
        });
      },
    };
  },
};

export default defineConfig([
  // api.gen.ts is generated (npm run api-types); the drift check in scripts/test.sh is its check.
  globalIgnores(['dist', 'node_modules', 'e2e/screenshots', 'src/types/api.gen.ts']),
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023 },
    rules: {
      // `_name` marks a parameter or binding that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The app runs in the browser.
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, reactRefresh.configs.vite()],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports by parsing each file the way ESLint does.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what both need to shared code, or compose them in app.',
            })),
            {
              target: ['./src/features', ...shared],
              from: './src/app',
              message: 'Only app composes: features and shared code do not import from app.',
            },
            {
              target: shared,
              from: './src/features',
              message: 'Shared code does not import a feature.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { a11y: { rules: { 'icons-say-what-they-are': iconsSayWhatTheyAre } } },
    rules: { 'a11y/icons-say-what-they-are': 'error' },
  },
  {
    // antd names these controls in English whatever the language (a pagination's arrows "left" and
    // "right", a select's clear button "Clear", a tree select's arrow "down", a number's step
    // arrows "up" and "down"): the
    // wrappers in components/ui name them in the UI language or hide the icons, so the app takes
    // them from there. Segmented's wrapper scrolls where a card's title would cut it off; Popconfirm's
    // takes the keyboard into its popup and back.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/{table,select,tree-select,pagination,input-number,segmented,popconfirm}.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...Object.entries({ table: 'Table', select: 'Select', 'tree-select': 'TreeSelect', pagination: 'Pagination', 'input-number': 'InputNumber' }).map(([module, component]) => ({
          name: `antd/es/${module}`,
          importNames: ['default'],
          message: `Import ${component} from @/components/ui/${module}: it names its controls in the UI language.`,
        })),
        {
          name: 'antd/es/segmented',
          importNames: ['default'],
          message: 'Import Segmented from @/components/ui/segmented: it scrolls instead of being cut off on a narrow screen.',
        },
        {
          name: 'antd/es/popconfirm',
          importNames: ['default'],
          message: 'Import Popconfirm from @/components/ui/popconfirm: it takes the focus as it opens and gives it back as it closes.',
        },
      ],
    },
  },
  {
    // Unit tests run in jsdom under Node; they are not hot-reloaded.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    // Build configuration, scripts and browser tests run in Node.
    files: ['*.{js,ts}', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Benches run in Node and hand functions to the page they drive.
    files: ['bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
