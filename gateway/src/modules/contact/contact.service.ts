import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors.js';
import { requireUser } from '../../common/guards.js';
import { withLock } from '../../common/locks.js';
import { parseInput } from '../../common/validation.js';
import { ContactInput } from './dto/contact.inputs.js';
import { ContactRequest, ContactStatus } from './contact-request.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The contact form: one message a day until it is answered (SPEC section 9). */
export class ContactService {
  constructor(private readonly em: EntityManager) {}

  async send(userId: string | undefined, body: unknown): Promise<ContactRequest> {
    const user = await requireUser(this.em, userId);
    const input = await parseInput(ContactInput, body);
    // serialises concurrent sends of one user across processes, so the limit cannot be raced
    return withLock(this.em, 'contact.send', user.id, async (em) => {
      const blocking = await em.count(ContactRequest, {
        user,
        status: ContactStatus.pending,
        createdAt: { $gt: new Date(Date.now() - DAY_MS) },
      });
      if (blocking) throw new DomainError('contactLimitReached', 429);
      return em.create(ContactRequest, {
        user,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        subject: input.subject,
        message: input.message,
      });
    });
  }
}
