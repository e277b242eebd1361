import type { GatewayModule } from '../module.js';
import { usersAdminList } from './user.admin.js';
import { userExport } from './user.account-data.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { EmailVerificationToken } from './email-verification-token.entity.js';
import { KNOWN_NETWORK_DAYS } from './login-throttle.js';
import { LoginNetwork } from './login-network.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';
import { authApi } from './auth.openapi.js';

export const authModule: GatewayModule<'auth', AuthService> = {
  name: 'auth',
  entities: [User, PasswordResetToken, EmailVerificationToken, Session, LoginNetwork],
  createService: ({ em, config, services }) => new AuthService(em, config, services.mail, services.rateLimits),
  resolvers: [[AuthResolver, (s) => new AuthResolver(s.auth)]],
  routes: authRoutes,
  tokens: 'session-only',
  api: authApi,
  retention: (config) => [
    // a token is useless an hour after its creation; kept a while for support questions
    { table: 'password_reset_tokens', column: 'expires_at', days: config.retentionDays.resetTokens },
    { table: 'email_verification_tokens', column: 'expires_at', days: config.retentionDays.resetTokens },
    // a session past its token's expiry can never be used again
    { table: 'sessions', column: 'expires_at', days: 1 },
    { table: 'login_networks', column: 'last_success_at', days: KNOWN_NETWORK_DAYS },
  ],
  exportPart: userExport,
  adminLists: { users: usersAdminList },
};
