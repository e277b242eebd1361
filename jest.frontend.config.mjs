// One jest setup for every frontend package (ui, shell, graphql, mf-*).
// Usage in a package: `export default frontendJestConfig(import.meta.dirname)` in its jest.config.mjs,
// then `npm test -w <package>`.
import path from 'node:path';

const root = import.meta.dirname;

/** ESM-only packages that jest (CommonJS) must transform; any .mjs file in node_modules is transformed too. */
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', '@ant-design', '@rc-component', 'until-async'];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {string} dir the package directory
 * @param {import('jest').Config} [overrides]
 * @returns {import('jest').Config}
 */
export function frontendJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
    transformIgnorePatterns: [`/node_modules/(?!(?:${esmPackages.join('|')})/)(?!.*\\.mjs$)`],
    moduleNameMapper: {
      '\\.(css)$': path.join(root, 'jest-frontend/style-stub.cjs'),
      '^@cigogne/ui/(.*)$': path.join(root, 'ui/src/$1'),
      '^@cigogne/graphql/(.*)$': path.join(root, 'graphql/src/generated/$1'),
      '^@cigogne/remote-contract/(.*)$': path.join(root, 'remote-contract/src/$1'),
    },
    setupFiles: [path.join(root, 'jest-frontend/setup-env.cjs')],
    setupFilesAfterEnv: [path.join(root, 'jest-frontend/setup-dom.cjs')],
    testTimeout: 120_000,
    // jest's default is one worker less than the cores: one on the CI's two
    maxWorkers: 2,
    ...overrides,
  };
}

/**
 * Freezes Date (only) at 15 June 2026 10:00 local time for every test of the package
 * (jest-frontend/frozen-clock.cjs); a test may still take over timers with jest.useFakeTimers.
 * @param {import('jest').Config} config
 * @returns {import('jest').Config}
 */
export function withFrozenClock(config) {
  return { ...config, setupFilesAfterEnv: [...(config.setupFilesAfterEnv ?? []), path.join(root, 'jest-frontend/frozen-clock.cjs')] };
}
