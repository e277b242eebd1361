import type { MikroORM } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import type { Config } from '../config.js';
import { Language, User } from '../modules/auth/user.entity.js';
import { ContactRequest, ContactStatus } from '../modules/contact/contact-request.entity.js';
import { seedPredictions } from './predictions.seed.js';
import { seedTimelines } from './timelines.seed.js';
import { seedWishlists } from './wishlists.seed.js';

/** The demo logins `npm start` prints. Sample content is French (docs/product.md#who-it-is-for). */
export const DEMO_ACCOUNTS = {
  owner: { email: 'camille.martin@cigogne.local', password: 'Cigogne2026', firstName: 'Camille', lastName: 'Martin' },
  admin: { email: 'admin@cigogne.local', password: 'Admin2026x', firstName: 'Élise', lastName: 'Bernard' },
} as const;

/**
 * Sample data and demo logins (with their published passwords) go only on the embedded default
 * database, or wherever SEED_DEMO=true asks for them; never with NODE_ENV=production, and never
 * when SEED_DEMO=false.
 */
export function shouldSeedDemo(config: Pick<Config, 'production' | 'seedDemo'>, embedded: boolean): boolean {
  if (config.production) return false;
  return config.seedDemo ?? embedded;
}

export type DemoAccount = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

/** The demo accounts that exist and still take their demo password: the only logins worth printing. */
export async function workingDemoLogins(orm: MikroORM): Promise<DemoAccount[]> {
  const em = orm.em.fork();
  const accounts = Object.values(DEMO_ACCOUNTS);
  const users = await em.find(User, { email: { $in: accounts.map((a) => a.email) } });
  const checks = await Promise.all(
    accounts.map(async (a) => {
      const user = users.find((u) => u.email === a.email);
      return user !== undefined && (await bcrypt.compare(a.password, user.passwordHash));
    }),
  );
  return accounts.filter((_, i) => checks[i]);
}

/** Seeds an empty database; returns false (and changes nothing) when users already exist. */
export async function seedIfEmpty(orm: MikroORM, config: Pick<Config, 'bcryptCost'>): Promise<boolean> {
  const em = orm.em.fork();
  if (await em.count(User, {})) return false;
  const [ownerHash, adminHash] = await Promise.all([
    bcrypt.hash(DEMO_ACCOUNTS.owner.password, config.bcryptCost),
    bcrypt.hash(DEMO_ACCOUNTS.admin.password, config.bcryptCost),
  ]);
  const { password: _o, ...owner } = DEMO_ACCOUNTS.owner;
  const { password: _a, ...admin } = DEMO_ACCOUNTS.admin;
  const camille = em.create(User, { ...owner, passwordHash: ownerHash, language: Language.fr, emailVerified: true });
  em.create(User, { ...admin, passwordHash: adminHash, isAdmin: true, emailVerified: true, language: Language.fr });
  const lucas = em.create(User, {
    email: 'lucas.petit@cigogne.local',
    firstName: 'Lucas',
    lastName: 'Petit',
    passwordHash: ownerHash,
    emailVerified: true,
  });
  em.create(ContactRequest, {
    user: lucas,
    name: 'Lucas Petit',
    email: lucas.email,
    subject: 'Partage de la liste de naissance',
    message: 'Bonjour,\nEst-il possible de partager notre liste avec les grands-parents qui n’ont pas de compte\u202f?\nMerci\u202f!',
    status: ContactStatus.pending,
    createdAt: new Date(Date.now() - 2 * 3600 * 1000),
  });
  em.create(ContactRequest, {
    user: camille,
    name: 'Camille Martin',
    email: camille.email,
    subject: 'Merci',
    message: 'Merci pour cette application, toute la famille participe aux pronostics.',
    status: ContactStatus.replied,
    answer: 'Merci Camille, et félicitations !',
    repliedAt: new Date(Date.now() - 24 * 3600 * 1000),
    createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000),
  });
  seedTimelines(em, camille);
  seedWishlists(em, camille);
  seedPredictions(em, camille);
  await em.flush();
  return true;
}
