import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { MailService } from '../mail/index.js';
import type { MailLanguage } from '../mail/index.js';
import { birthAnnouncementMail } from '../mail/index.js';
import type { Prediction } from './prediction.entity.js';
import { AnswerRanking, EVERY_SECRET } from './prediction.scoring.js';
import { WINNER_RANKS } from './prediction.stats.js';

/**
 * The birth announced to the players who left an e-mail with their answer (the owner ticks it when
 * recording the birth): one mail each, in the language they answered in, with the baby's first name,
 * the winners and their own score and rank. All or nothing, once per prediction: the claim (one
 * UPDATE only the first caller wins), every player's queued mail and the erasure of their addresses
 * are one transaction, so recording again (or twice at once) announces nothing more, and a failure
 * leaves no half-announced prediction and no address erased.
 */
export class BirthAnnouncementService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly config: Config,
  ) {}

  /** Announces a recorded birth; the number of mails queued (0 when it was already announced). */
  async announce(prediction: Prediction): Promise<number> {
    return this.em.transactional(async (em) => {
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      const claimed: { id: string }[] = await connection.execute(
        'update predictions set announced_at = now() where id = ? and announced_at is null and born_at is not null returning id',
        [prediction.id],
        'all',
        tx,
      );
      if (!claimed.length) return 0;
      // every secret counts: the owner chose to announce the birth, first name included
      const ranks = await new AnswerRanking(em).of(prediction, EVERY_SECRET);
      const players: { id: string; user_name: string; email: string; language: MailLanguage }[] = await connection.execute(
        'select id, user_name, email, language from prediction_answers where prediction_id = ? and email is not null order by created_at, id',
        [prediction.id],
        'all',
        tx,
      );
      const winners = [...ranks.values()].filter((r) => r.rank <= WINNER_RANKS);
      const link = `${this.config.publicUrl}/app/predictions/${prediction.id}`;
      let queued = 0;
      for (const player of players) {
        const own = ranks.get(player.id);
        if (!own) continue;
        const mail = await birthAnnouncementMail({
          playerName: player.user_name,
          babyFirstName: prediction.bornFirstName ?? prediction.firstName,
          babyGender: prediction.bornGender ?? null,
          winners,
          own,
          playerCount: ranks.size,
          link,
          language: player.language,
          publicUrl: this.config.publicUrl,
        });
        if (await this.mail.send({ to: player.email, link, ...mail })) queued += 1;
      }
      // the addresses served this announcement only
      await connection.execute(
        'update prediction_answers set email = null where prediction_id = ? and email is not null',
        [prediction.id],
        'run',
        tx,
      );
      return queued;
    });
  }
}
