/**
 * What other modules use of auth besides its descriptor, services and entities: the signed-in
 * user, the user's REST view as the account export reads it, and the single-use link tokens.
 */
export { requireUser } from './current-user.js';
// a mailed link's token, stored hashed (co-owner invitations reuse it), and the e-mail field rule
export { newLinkToken, sha256 } from './single-use-token.js';
export { Email } from './dto/auth.inputs.js';
export { JOINED_USER_COLUMNS, USER_VIEW_COLUMNS, userViewOfRow, type UserView, type UserViewRow } from './user.view.js';
// a device's name from its User-Agent (sessions, push subscriptions)
export { deviceOf } from './session.service.js';
