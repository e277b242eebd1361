import type { FeatureModule } from '../module.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { PredictionClosingResolver } from './prediction-closing.resolver.js';
import { PredictionClosingService } from './prediction-closing.service.js';
import { Prediction } from './prediction.entity.js';
import { PredictionAnswerResolver, PredictionResolver } from './prediction.resolver.js';
import { predictionRoutes } from './prediction.routes.js';
import { PredictionService } from './prediction.service.js';

/** The module's services: the game itself (answers, reveals, stats, the birth), and the closing of its answers. */
export interface PredictionServices {
  game: PredictionService;
  closing: PredictionClosingService;
}

export const predictionsModule: FeatureModule<'predictions', PredictionServices> = {
  name: 'predictions',
  entities: [Prediction, PredictionAnswer],
  createService: ({ em, config, services }) => ({
    game: new PredictionService(em, services.rateLimits, services.mail, services.timelines, config),
    closing: new PredictionClosingService(em),
  }),
  resolvers: [
    [PredictionResolver, (s) => new PredictionResolver(s.predictions.game)],
    [PredictionAnswerResolver, (s) => new PredictionAnswerResolver(s.predictions.game)],
    [PredictionClosingResolver, (s) => new PredictionClosingResolver(s.predictions.closing)],
  ],
  routes: predictionRoutes,
};
