/** Gateway tests: ESM (MikroORM 7 is ESM-only), TypeScript through @swc/jest with decorator metadata. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};
