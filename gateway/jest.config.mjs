import { readFileSync } from 'node:fs';

/**
 * The decorator and class-field options are tsconfig.json's, the one place they are written: the
 * build (tsc) reads them there, dev and the scripts (@swc-node/register) turn them into swc's
 * options as below, and so do the tests.
 */
const { compilerOptions } = JSON.parse(readFileSync(new URL('./tsconfig.json', import.meta.url), 'utf8'));

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
          parser: { syntax: 'typescript', decorators: compilerOptions.experimentalDecorators },
          transform: {
            legacyDecorator: compilerOptions.experimentalDecorators,
            decoratorMetadata: compilerOptions.emitDecoratorMetadata,
            useDefineForClassFields: compilerOptions.useDefineForClassFields,
          },
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
  // a timeout, not a budget: a loaded machine (load 10+) stretches a test many times over
  testTimeout: 120000,
  maxWorkers: 2,
};
