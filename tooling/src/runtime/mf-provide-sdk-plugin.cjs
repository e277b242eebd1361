// Module Federation runtime plugin of the built shell: hands the shell's copy of
// @module-federation/sdk and @module-federation/error-codes (which its runtime bundles anyway) to
// the built remotes, whose builds take them as externals (tooling/src/federation.ts, REMOTE_EXTERNALS)
// instead of bundling them again in each remoteEntry.js, as the shell already provides the runtime
// core (provideExternalRuntime). CommonJS on purpose: `require` resolves to the same dist/*.cjs
// modules the runtime requires, so the shell does not get a second copy.
const sdk = require('@module-federation/sdk');
const errorCodes = require('@module-federation/error-codes');

module.exports = function provideFederationSdk() {
  // runs when the shell's federation runtime starts, before any remote's remoteEntry.js is loaded
  globalThis._CIGOGNE_FEDERATION_SDK = sdk;
  globalThis._CIGOGNE_FEDERATION_ERROR_CODES = errorCodes;
  return { name: 'cigogne-provide-federation-sdk' };
};
