import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../common/errors.js';
import { assertId } from '../../common/guards.js';
import { requireUser } from '../auth/index.js';
import { withLock, withRowLock } from '../../common/locks.js';
import { parseInput } from '../../common/validation.js';
import { User } from '../auth/index.js';
import type { Config } from '../../config.js';
import type { MailService } from '../mail/index.js';
import { contactReplyMail } from '../mail/index.js';
import { ContactAction, ContactActionType } from './contact-action.entity.js';
import { ContactInput } from './dto/contact.inputs.js';
import { ContactReplyInput } from './dto/contact-reply.inputs.js';
import { ContactRequest, ContactStatus } from './contact-request.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The contact form: one message a day until it is answered (docs/product.md#contact). */
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: Config,
  ) {}

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

  /**
   * An operator answers (the caller checked the operator is an admin): the reply is mailed to the
   * requester, the request becomes `replied` (which lifts the one-a-day limit) and the act is recorded.
   */
  async reply(operator: User, id: string, body: unknown): Promise<ContactRequest> {
    assertId(id);
    const { answer } = await parseInput(ContactReplyInput, body);
    const request = await withRowLock(this.em, ContactRequest, { id }, async (request, em) => {
      request.status = ContactStatus.replied;
      request.answer = answer;
      request.repliedAt = new Date();
      em.create(ContactAction, { request, actor: operator, actorName: fullName(operator), action: ContactActionType.replied, answer });
      // in the requester's account language (French, the default, once the account is erased)
      const requester = request.user ? await em.findOne(User, request.user.id) : null;
      const mail = await contactReplyMail({
        name: request.name,
        subject: request.subject,
        message: request.message,
        answer,
        language: requester?.language ?? 'fr',
        publicUrl: this.config.publicUrl,
      });
      // queued on the reply's transaction: a reply that is not recorded is never mailed
      await this.mail.send({ to: request.email, ...mail });
      return request;
    });
    return request;
  }

  /** An operator closes a request without answering it; recorded like a reply. */
  async close(operator: User, id: string): Promise<ContactRequest> {
    assertId(id);
    return withRowLock(this.em, ContactRequest, { id }, async (request, em) => {
      request.status = ContactStatus.closed;
      em.create(ContactAction, { request, actor: operator, actorName: fullName(operator), action: ContactActionType.closed });
      return request;
    });
  }

  /** A request and what operators did to it, oldest first. */
  async detail(id: string): Promise<{ request: ContactRequest; actions: ContactAction[] }> {
    assertId(id);
    const request = await this.em.findOne(ContactRequest, { id });
    if (!request) throw new DomainError('notFound', 404);
    const actions = await this.em.find(ContactAction, { request }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return { request, actions };
  }
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`;
