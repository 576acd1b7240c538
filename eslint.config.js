// Lint: typescript-eslint's recommended rules, React hooks rules, and the import direction of
// DESIGN §2 (features → gateway | machines | ui → domain; server → domain) checked per folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './scripts/eslint-no-cycle.mjs';

const CLIENT_TREE = ['**/src/machines/**', '**/src/gateway/**', '**/src/features/**', '**/src/ui/**', 'react', 'react-dom'];
const SERVER_CLIENT_MESSAGE = 'The server imports only src/domain from the client tree.';

const restrict = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'data/', 'server/db/migrations/', 'bench/results/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // No import loops (scripts/eslint-no-cycle.mjs): the layers of DESIGN §2 and the server's modules
    // only hold if nothing leads back up.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { local },
    rules: { 'local/no-cycle': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/start-after-paint.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The client tree uses zod/mini (ADR 0267): the contracts reach the browser, and classic zod's
    // methods cannot be tree-shaken (25 KB gzip against 9 KB).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "src/ builds schemas with 'zod/mini' (ADR 0267).", allowTypeImports: false }] }],
    },
  },
  {
    // xstate is allowed: a statechart without effects is pure logic, and the project lifecycle chart
    // must be shared by client and server (issue 5).
    files: ['src/domain/**/*.ts'],
    rules: restrict(
      ['**/machines/**', '**/gateway/**', '**/features/**', '**/ui/**', '**/server/**', 'react', 'react-dom'],
      'src/domain is pure TypeScript shared by client and server: it imports nothing from them.',
    ),
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: restrict(
      ['**/gateway/**', '**/features/**', '**/ui/**', '**/server/**', 'react', 'react-dom', '@xstate/react', 'urql', 'socket.io-client'],
      'Machines are pure: effects enter as actors provided at the edge.',
    ),
  },
  {
    files: ['src/gateway/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: restrict(['**/features/**', '**/server/**'], 'gateway and ui sit below features.'),
  },
  {
    // The gateway runs in the signed-in shell: its record SDL is generated at build time
    // (scripts/gateway-sdl.ts, ADR 0263), so zod, the contracts and the generator stay out of it (types only).
    files: ['src/gateway/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/server/**'], message: 'gateway and ui sit below features.' },
            {
              group: ['zod', '**/domain/contracts/**', '**/scripts/**'],
              allowTypeImports: true,
              message: 'The gateway imports no zod at run time: its record SDL is src/gateway/generated/record-sdl.ts (npm run generate:sdl, ADR 0263).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict(['**/server/**'], 'The client never imports server code.'),
  },
  // The server by area (DESIGN §2): infrastructure never imports a module, and a module reaches
  // another only through that module's index. Each block repeats the client-tree rule, as a later
  // block's options replace an earlier one's for the files both match.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/modules/**', 'server/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: CLIENT_TREE, message: SERVER_CLIENT_MESSAGE },
            { group: ['**/modules', '**/modules/**'], message: 'Server infrastructure never imports a module; server/app.ts registers them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/app.ts'],
    rules: restrict(CLIENT_TREE, SERVER_CLIENT_MESSAGE),
  },
  {
    files: ['server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: CLIENT_TREE, message: SERVER_CLIENT_MESSAGE },
            // `../other-module/repository` is another module's internals; `../other-module` (its index) is fine.
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/.+', message: "A module reaches another only through that module's index." },
          ],
        },
      ],
    },
  },
);
