// Lint: typescript-eslint's recommended rules, React hooks rules, and the import direction of
// DESIGN §2 (features → gateway | machines | ui → domain; server → domain) checked per folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'server/db/migrations/', 'bench/results/', '.tmp/'] },
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
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
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
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict(['**/server/**'], 'The client never imports server code.'),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(
      ['**/src/machines/**', '**/src/gateway/**', '**/src/features/**', '**/src/ui/**', 'react', 'react-dom'],
      'The server imports only src/domain from the client tree.',
    ),
  },
);
