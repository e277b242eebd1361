// antd's component styles for the product theme, generated at build time and served as a static
// stylesheet in the shell's <head> (antd-css-loader.cjs): antd's CSS-in-JS no longer builds
// and injects these in the browser, which cost about 0.5 s of a page's main thread at Lighthouse's
// 4x CPU slowdown.
//
// Each listed component is rendered once on the server inside the product's ConfigProvider and
// @ant-design/cssinjs's cache is extracted with its "cache path map" (a `content` rule that
// @ant-design/cssinjs reads in the browser: a style whose path is in it is taken as already
// loaded, and not generated). A component that is not listed keeps antd's run-time styles, so
// the file only holds what the first screens render. The theme's CSS variables (token and per
// component) stay written at run time (they are small and antd has no static form of them).
/**
 * How to render a component so that every style hook it registers runs on the server; a component
 * not listed renders with no props. Popups are rendered as antd's static panels (their portal is
 * not rendered on the server).
 */
function renderers(React, antd) {
  const h = React.createElement;
  const panel = (C, props) => h(C._InternalPanelDoNotUseOrYouWillBeFired, props);
  const all = (...nodes) => h(React.Fragment, null, ...nodes);
  return {
    Alert: (C) => all(h(C, { title: 'a' }), h(C, { title: 'a', type: 'error', showIcon: true, description: 'b' })),
    Button: (C) => h(C, { type: 'primary' }, 'a'),
    Card: (C) => h(C, { title: 'a', extra: 'b', actions: ['c'] }, 'd'),
    Checkbox: (C) => all(h(C, null, 'a'), h(C.Group, { options: ['a'] })),
    DatePicker: (C) => all(h(C), panel(C)),
    Descriptions: (C) => h(C, { title: 'a', items: [{ key: 1, label: 'b', children: 'c' }] }),
    Drawer: (C) => panel(C, { title: 'a' }),
    Dropdown: (C) => all(h(C, { menu: { items: [] } }, h('span')), panel(C, { menu: { items: [{ key: 1, label: 'a' }] } })),
    Form: (C) => h(C, { layout: 'vertical' }, h(C.Item, { label: 'a', help: 'b', validateStatus: 'error', required: true }, h(antd.Input))),
    Grid: () => null,
    Input: (C) => all(h(C), h(C.TextArea), h(C.Password), h(C.Search)),
    Layout: (C) => h(C, null, h(C.Header), h(C.Content), h(C.Footer)),
    Menu: (C) => h(C, { items: [{ key: 1, label: 'a' }] }),
    Modal: (C) => all(panel(C, { title: 'a' }, 'b'), panel(C, { type: 'confirm', title: 'a' })),
    Radio: (C) => all(h(C, null, 'a'), h(C.Group, { options: ['a'] }), h(C.Group, { options: ['a'], optionType: 'button' })),
    Result: (C) => all(h(C, { status: 'success', title: 'a' }), h(C, { status: '404', title: 'a' })),
    Segmented: (C) => h(C, { options: ['a', 'b'] }),
    Select: (C) => all(h(C, { options: [{ value: 'a' }] }), panel(C, { options: [{ value: 'a' }] })),
    Space: (C) => all(h(C, null, 'a'), h(C.Compact, null, h('span'))),
    Tag: (C) => all(h(C, { color: 'blue' }, 'a'), h(C, { color: 'success' }, 'a')),
    Tooltip: (C) => panel(C, { title: 'a' }),
    Typography: (C) => all(h(C.Title, null, 'a'), h(C.Paragraph, null, 'b'), h(C.Text, null, 'c')),
    message: (m) => panel(m, { content: 'a' }),
  };
}

/**
 * The CSS of antd's `components` (names of antd's exports) under `theme` (the product's
 * ThemeConfig, which must set `hashed: false` as ui's ThemeProvider renders it: the cache paths,
 * and the selectors, then carry no hash of the token).
 */
function antdStaticCss(theme, components) {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const antd = require('antd');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const render = renderers(React, antd);
  const cache = createCache();
  const unknown = components.filter((name) => !antd[name]);
  if (unknown.length) throw new Error(`antd has no component ${unknown.join(', ')}`);
  const nodes = components.map((name) =>
    React.createElement(React.Fragment, { key: name }, (render[name] ?? ((C) => React.createElement(C)))(antd[name])),
  );
  renderToString(React.createElement(StyleProvider, { cache }, React.createElement(antd.ConfigProvider, { theme }, ...nodes)));
  // component rules and the cache path map, not the CSS variables (written at run time anyway)
  return extractStyle(cache, { plain: true, types: 'style' });
}

module.exports = { antdStaticCss };
