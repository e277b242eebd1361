/**
 * The auth module's face (accounts, sessions and passwords): all other modules use of it. Its descriptor, its service's
 * type, and what the lines below say; everything else in the folder is its own (eslint.config.js, GATEWAY_ZONES).
 */
export { authModule } from './auth.module.js';
export type { AuthService } from './auth.service.js';
export { requireUser } from './current-user.js';
// a mailed link's token, stored hashed (co-owner invitations reuse it), and the e-mail field rule
export { newLinkToken, sha256 } from './single-use-token.js';
export { Email } from './dto/auth.inputs.js';
// a request's identity joined to its user in one read (a personal access token's), as `me` answers it
export { readWithUser, userView, type UserView } from './user.view.js';
// the account erasure's first and last steps (account-data): the password, then the user row
export { confirmAccountPassword, eraseUserRow } from './user.account-data.js';
export { syncAdminList } from './email-verification.service.js';
// the admin's lists: the users, and the e-mails of the pages' owners
export { emailsOf, type AdminUserRow, type UserSort } from './user.admin.js';
export { Language, User } from './user.entity.js';
// a passkey sign-in ends as a password login does: the same session, the same answer
export type { AuthResult, Client } from './auth.service.js';
export { AuthPayload } from './auth.types.js';
// a device's name from its User-Agent (sessions, push subscriptions)
export { deviceOf } from './session.service.js';
