import type { MikroORM } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import type { Config } from '../config.js';
import { Language, User } from '../modules/auth/user.entity.js';
import { ContactRequest, ContactStatus } from '../modules/contact/contact-request.entity.js';
import { seedTimelines } from './timelines.seed.js';

/** The demo logins `npm start` prints. Sample content is French (SPEC section 1). */
export const DEMO_ACCOUNTS = {
  owner: { email: 'camille.martin@cigogne.local', password: 'Cigogne2026', firstName: 'Camille', lastName: 'Martin' },
  admin: { email: 'admin@cigogne.local', password: 'Admin2026x', firstName: 'Élise', lastName: 'Bernard' },
} as const;

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
  const camille = em.create(User, { ...owner, passwordHash: ownerHash, language: Language.fr });
  em.create(User, { ...admin, passwordHash: adminHash, isAdmin: true, language: Language.fr });
  const lucas = em.create(User, { email: 'lucas.petit@cigogne.local', firstName: 'Lucas', lastName: 'Petit', passwordHash: ownerHash });
  em.create(ContactRequest, {
    user: lucas,
    name: 'Lucas Petit',
    email: lucas.email,
    subject: 'Partage de la liste de naissance',
    message: "Bonjour,\nEst-il possible de partager notre liste avec les grands-parents qui n'ont pas de compte ?\nMerci !",
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
  await em.flush();
  return true;
}
