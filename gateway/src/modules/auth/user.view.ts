import type { User } from './user.entity.js';

/** The user as REST answers it (SPEC section 3); never the password hash. */
export function userView(user: User) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
    language: user.language,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt ?? null,
  };
}
