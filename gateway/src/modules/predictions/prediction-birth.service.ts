import type { EntityManager } from '@mikro-orm/postgresql';
import { toDate } from '../../common/date-validation.js';
import { invalidForm, notFound } from '../../common/errors.js';
import { Visibility } from '../../common/enums.js';
import { assertId } from '../../common/guards.js';
import { requireUser } from '../auth/index.js';
import { withLock } from '../../common/locks.js';
import { loadOwned, ownedBy } from '../../common/ownership.js';
import { PageKind } from '../../common/page-kind.js';
import { copyCoOwners } from '../co-owners/index.js';
import { parseInput } from '../../common/validation.js';
import { queueWebhookEvent } from '../webhooks/index.js';
import { Language } from '../auth/index.js';
import { Timeline } from '../timelines/index.js';
import type { TimelineService } from '../timelines/index.js';
import type { BirthAnnouncementService } from './birth-announcement.service.js';
import { BirthInput } from './dto/prediction.inputs.js';
import { Prediction } from './prediction.entity.js';
import type { AnswerRanking } from './prediction.scoring.js';
import { grams, millimetres } from './prediction.units.js';

/** The real birth: the owner records it (which closes the game and may mail the players), then may start the child's timeline from it. */
export class PredictionBirthService {
  constructor(
    private readonly em: EntityManager,
    private readonly timelines: TimelineService,
    private readonly announcement: BirthAnnouncementService,
    /** The results' ranking: a new birth makes its ranks stale. */
    private readonly ranking: AnswerRanking,
  ) {}

  /** The owner records the real birth (docs/product.md#the-birth-and-the-scores); recording it again replaces it. `announce` mails the players once. */
  async recordBirth(userId: string | undefined, id: string, body: unknown): Promise<Prediction> {
    const prediction = await loadOwned(this.em, Prediction, userId, id, { populate: ['wishlist'] });
    const input = await parseInput(BirthInput, body);
    this.em.assign(prediction, {
      bornAt: toDate(input.birthDate)!,
      bornTime: input.birthTime,
      bornWeightGrams: grams(input.weight),
      bornSizeMm: millimetres(input.size),
      bornGender: input.gender,
      bornFirstName: input.firstName,
      bornEyeColor: input.eyeColor ?? null,
      bornHairColor: input.hairColor ?? null,
      updatedAt: new Date(),
    });
    const closed_at = await this.em.transactional(async (em) => {
      await em.flush();
      // the birth closes answers for good (a latecomer could post it and win); coalesce decides on
      // the committed row, so a reopen committed since the prediction was read cannot leave it open
      const [row]: { closed_at: Date | string }[] = await em
        .getConnection()
        .execute(
          'update predictions set closed_at = coalesce(closed_at, now()) where id = ? returning closed_at',
          [prediction.id],
          'all',
          em.getTransactionContext(),
        );
      await queueWebhookEvent(em, prediction.owner.id, 'birth.recorded', {
        predictionId: prediction.id,
        birthDate: prediction.bornAt!.toISOString().slice(0, 10),
        wishlistId: prediction.wishlist?.id ?? null,
        timelineId: prediction.timeline?.id ?? null,
      });
      return row.closed_at;
    });
    // a raw query hands the driver's value (a string), not the entity's Date: GraphQL's DateTimeISO serialises Dates only
    prediction.closedAt = new Date(closed_at);
    this.ranking.forget(prediction);
    if (input.announce) await this.announcement.announce(prediction);
    return prediction;
  }

  /**
   * One call creates the child's timeline from the birth (title, first name, birth date) with a
   * first event for the birth, through the timelines service and its rules (limits included).
   * One timeline per prediction while it exists: the advisory lock makes a double click create one.
   */
  async createTimeline(userId: string | undefined, id: string): Promise<Timeline> {
    const user = await requireUser(this.em, userId);
    assertId(id);
    const timelineId = await withLock(this.em, 'predictions.timeline', id, async (em) => {
      const prediction = await em.findOne(Prediction, { id, ...ownedBy(user.id) });
      if (!prediction) throw notFound();
      if (!prediction.bornAt) throw invalidForm([{ path: '', message: 'validation.birthNotRecorded' }]);
      if (prediction.timeline) throw invalidForm([{ path: '', message: 'validation.alreadyLinked' }]);
      const en = user.language === Language.en;
      const firstName = prediction.bornFirstName!;
      // the family's timeline: the prediction's owner owns it and its co-owners co-own it, whoever of them makes it
      const ownerId = prediction.owner.id;
      const timeline = await this.timelines.create(ownerId, {
        title: en ? `${firstName}'s journal` : `Le journal de ${firstName}`,
        firstName,
        birthDate: prediction.bornAt.toISOString(),
        themeColor: prediction.themeColor,
        visibility: Visibility.private,
      });
      const kg = (prediction.bornWeightGrams! / 1000).toLocaleString(en ? 'en-GB' : 'fr-FR');
      const cm = (prediction.bornSizeMm! / 10).toLocaleString(en ? 'en-GB' : 'fr-FR');
      await copyCoOwners(em, prediction.id, { kind: PageKind.timeline, id: timeline.id });
      await this.timelines.createEvent(ownerId, timeline.id, {
        title: en ? 'Birth' : 'Naissance',
        type: 'naissance',
        date: prediction.bornAt.toISOString(),
        description: en
          ? `Born at ${prediction.bornTime}: ${kg} kg, ${cm} cm.`
          : `Né(e) à ${prediction.bornTime}\u00a0: ${kg} kg, ${cm} cm.`,
      });
      prediction.timeline = em.getReference(Timeline, timeline.id);
      return timeline.id;
    });
    return this.timelines.get(user.id, timelineId);
  }
}
