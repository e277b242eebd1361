import type { FeatureModule } from '../module.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { User } from './user.entity.js';

export const authModule: FeatureModule<'auth', AuthService> = {
  name: 'auth',
  entities: [User, PasswordResetToken],
  createService: ({ em, config, services }) => new AuthService(em, config, services.mail, services.rateLimits),
  resolvers: [[AuthResolver, (s) => new AuthResolver(s.auth)]],
  routes: authRoutes,
  retention: (config) => [
    // a token is useless an hour after its creation; kept a while for support questions
    { table: 'password_reset_tokens', column: 'expires_at', days: config.retentionDays.resetTokens },
  ],
};
