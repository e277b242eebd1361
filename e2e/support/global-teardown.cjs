module.exports = async function globalTeardown() {
  await globalThis.__cigogneE2E?.stop();
};
