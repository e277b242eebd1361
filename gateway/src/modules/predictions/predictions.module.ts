import type { FeatureModule } from '../module.js';
import { BirthAnnouncementService } from './birth-announcement.service.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { PredictionAnsweringService } from './prediction-answering.service.js';
import { PredictionClosingResolver } from './prediction-closing.resolver.js';
import { PredictionClosingService } from './prediction-closing.service.js';
import { Prediction } from './prediction.entity.js';
import { PredictionAnswerResolver, PredictionResolver } from './prediction.resolver.js';
import { predictionRoutes } from './prediction.routes.js';
import { PredictionService } from './prediction.service.js';

/** The module's services, by concern: the game (reveals, ranks, stats, the birth), guests' answers, and closing them. */
export interface PredictionServices {
  game: PredictionService;
  answering: PredictionAnsweringService;
  closing: PredictionClosingService;
}

export const predictionsModule: FeatureModule<'predictions', PredictionServices> = {
  name: 'predictions',
  entities: [Prediction, PredictionAnswer],
  createService: ({ em, config, services }) => {
    const game = new PredictionService(em, services.timelines, new BirthAnnouncementService(em, services.mail, config));
    return {
      game,
      answering: new PredictionAnsweringService(em, services.rateLimits, services.mail, config),
      closing: new PredictionClosingService(em),
    };
  },
  resolvers: [
    [PredictionResolver, (s) => new PredictionResolver(s.predictions.game, s.predictions.answering)],
    [PredictionAnswerResolver, (s) => new PredictionAnswerResolver(s.predictions.game)],
    [PredictionClosingResolver, (s) => new PredictionClosingResolver(s.predictions.closing)],
  ],
  routes: predictionRoutes,
};
