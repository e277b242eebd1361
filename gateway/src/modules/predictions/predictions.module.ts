import type { FeatureModule } from '../module.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { Prediction } from './prediction.entity.js';
import { PredictionAnswerResolver, PredictionResolver } from './prediction.resolver.js';
import { predictionRoutes } from './prediction.routes.js';
import { PredictionService } from './prediction.service.js';

export const predictionsModule: FeatureModule<'predictions', PredictionService> = {
  name: 'predictions',
  entities: [Prediction, PredictionAnswer],
  createService: ({ em, config, services }) => new PredictionService(em, services.rateLimits, services.mail, services.timelines, config),
  resolvers: [
    [PredictionResolver, (s) => new PredictionResolver(s.predictions)],
    [PredictionAnswerResolver, (s) => new PredictionAnswerResolver(s.predictions)],
  ],
  routes: predictionRoutes,
};
