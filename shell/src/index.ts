// antd's styles of the first screens, built for the theme: a stylesheet of the page's <head>
import '@cigogne/ui/theme/antd-first-paint.css';
// Module Federation needs an async boundary before shared modules (react, antd...) are used.
// Named: the gateway links its stylesheet in server-rendered pages (css-chunks.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
