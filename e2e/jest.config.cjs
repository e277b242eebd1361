/** Browser tests: real Chromium (Debian's) against `npm start`'s server on a fresh database. */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'commonjs' } }],
  },
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.cjs',
  globalTeardown: '<rootDir>/support/global-teardown.cjs',
  testTimeout: 60000,
  // one browser at a time: 2 cores, and the tests share one server
  maxWorkers: 1,
};
