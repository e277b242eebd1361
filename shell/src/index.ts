// Module Federation needs an async boundary before shared modules (react, antd...) are used.
// Named: the gateway links its stylesheet in server-rendered pages (css-chunks.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
