const { startProduct } = require('./product.cjs');

module.exports = async function globalSetup() {
  if (process.env.E2E_URL) return; // test an already running product
  const product = await startProduct();
  globalThis.__cigogneE2E = product;
  process.env.E2E_URL = product.url;
};
