// rspack loader (every frontend, tooling/src/sources.ts): a message catalogue (src/i18n/fr.ts, en.ts)
// leaves the build with each ICU message already parsed, so the browser never ships or runs the
// ICU parser (the build aliases @formatjs/icu-messageformat-parser to its no-parser entry).
// It runs after swc: the module is plain JavaScript `export const <name> = { id: 'message', ... };`.
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The catalogues a module exports (evaluated: they are object literals of strings). */
function evaluate(source, file) {
  const code = source.replace(/\bexport\s+const\s+(\w+)\s*=/g, 'exports.$1 =');
  if (/^\s*(import|export)\b/m.test(code))
    throw new Error(`${file}: a message catalogue must only export constant objects of strings (no imports of values)`);
  const exports = {};
  new Function('exports', code)(exports);
  return exports;
}

/** id -> message AST, as react-intl's IntlMessageFormat would parse it at run time. */
function compileCatalogue(catalogue, file) {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: message ${id} is not a string`);
      try {
        return [id, parse(message)];
      } catch (err) {
        throw new Error(`${file}: message ${id} is not valid ICU (${err.message}): ${message}`, { cause: err });
      }
    }),
  );
}

function precompileMessages(source) {
  const file = this.resourcePath;
  const exported = evaluate(source, file);
  return Object.entries(exported)
    .map(([name, catalogue]) => {
      const json = JSON.stringify(compileCatalogue(catalogue, file));
      // JSON.parse of a string literal is faster to load than the same object literal
      return `export const ${name} = /*#__PURE__*/ JSON.parse(${JSON.stringify(json)});`;
    })
    .join('\n');
}

module.exports = precompileMessages;
module.exports.compileCatalogue = compileCatalogue;
