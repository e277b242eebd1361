/**
 * What other modules use of auth besides its descriptor, services and entities: the signed-in
 * user, and the user's REST view as the account export reads it.
 */
export { requireUser } from './current-user.js';
export { JOINED_USER_COLUMNS, USER_VIEW_COLUMNS, userViewOfRow, type UserView, type UserViewRow } from './user.view.js';
