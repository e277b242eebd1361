/**
 * A row's id in a server-rendered path (`:id`) is a UUID. A path of the same shape that names no
 * row (a static sibling route such as `create` or `share`) is no server-rendered page: the browser
 * renders it, with the visitor's session.
 */
const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether every `id` parameter of a matched server-rendered path names a row (types: row-id.d.mts). */
export const namesRows = (params) =>
  Object.entries(params).every(([name, value]) => name !== 'id' || (value !== undefined && ROW_ID.test(value)));
