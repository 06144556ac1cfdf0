import type { AliasOptions } from 'vite';

/**
 * The site renders with Preact, not React (issue 11, item 11: the first load of `/` has a budget
 * of 120 KB gzip, and react-dom alone took 65 KB of it; Preact with its React layer takes about
 * 7). The app's code and its libraries (TanStack Router and Query, react-i18next) keep importing
 * `react` and `react-dom`, typed by React's types; these names send those imports to
 * `preact/compat`, which implements the same API (createRoot, hooks, Suspense, `use`,
 * useSyncExternalStore, forwardRef). The more specific names come first: an alias also covers
 * the paths under its name (`react-dom` takes `react-dom/client` to `preact/compat/client`).
 */
export const REACT_TO_PREACT: AliasOptions = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/**
 * What the unit specs that render need so they render with Preact as the site does, in
 * client/vite.config.ts's runs and in the root vitest.config.ts's. Vitest loads packages from
 * node_modules as they are, past the aliases above: the packages that import React and render in
 * a spec (Testing Library, react-i18next) are transformed like the app's code instead. Testing
 * Library's entry is its CommonJS build, whose `require`s no alias reaches: its ES module build is
 * taken.
 */
export const PREACT_IN_SPECS = {
  alias: [
    {
      find: /^@testing-library\/react$/,
      replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
    },
  ],
  server: { deps: { inline: ['@testing-library/react', 'react-i18next'] } },
};
