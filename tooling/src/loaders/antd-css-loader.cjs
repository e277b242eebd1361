// rspack loader (every frontend, tooling/src/sources.ts) of ui/src/theme/antd-first-paint.css: the
// file's content is replaced by antd's styles of the components the first screens render, for the
// product theme (antd-static-css.cjs). Options: `components` (antd export names, FIRST_PAINT_ANTD).
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { antdStaticCss } = require('./antd-static-css.cjs');

module.exports = function antdCssLoader() {
  const done = this.async();
  const { components } = this.getOptions();
  const themeFile = path.join(path.dirname(this.resourcePath), 'theme.ts');
  this.addDependency(themeFile);
  import(pathToFileURL(themeFile).href).then(({ theme }) => done(null, antdStaticCss(theme, components))).catch((err) => done(err));
};
