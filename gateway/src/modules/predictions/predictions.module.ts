import { sharedWithMeResolver } from '../co-owners/index.js';
import type { GatewayModule } from '../module.js';
import { predictionsAdminList } from './prediction.admin.js';
import { predictionsErasure, predictionsExport } from './prediction.account-data.js';
import { BirthAnnouncementService } from './birth-announcement.service.js';
import { PredictionAnswer } from './prediction-answer.entity.js';
import { PredictionAnsweringService } from './prediction-answering.service.js';
import { PredictionBirthService } from './prediction-birth.service.js';
import { PredictionClosingResolver } from './prediction-closing.resolver.js';
import { PredictionClosingService } from './prediction-closing.service.js';
import { PredictionResultService } from './prediction-results.service.js';
import { Prediction } from './prediction.entity.js';
import { PredictionAnswerResolver, PredictionResolver } from './prediction.resolver.js';
import { predictionRoutes } from './prediction.routes.js';
import { AnswerRanking } from './prediction.scoring.js';
import { PredictionService } from './prediction.service.js';
import { predictionsApi } from './predictions.openapi.js';

/**
 * The module's services, by concern: the predictions themselves, guests' answers, closing them,
 * the results (reveals, ranks, stats) and the birth.
 */
export interface PredictionServices {
  predictions: PredictionService;
  answering: PredictionAnsweringService;
  closing: PredictionClosingService;
  results: PredictionResultService;
  birth: PredictionBirthService;
}

const PredictionSharedResolver = sharedWithMeResolver(Prediction);

export const predictionsModule: GatewayModule<'predictions', PredictionServices> = {
  name: 'predictions',
  entities: [Prediction, PredictionAnswer],
  createService: ({ em, config, services }) => {
    // ranks per prediction entity, computed once per request (the identity map gives one instance)
    const ranking = new AnswerRanking(em);
    return {
      predictions: new PredictionService(em),
      answering: new PredictionAnsweringService(em, services.rateLimits, services.mail, config),
      closing: new PredictionClosingService(em),
      results: new PredictionResultService(em, ranking),
      birth: new PredictionBirthService(em, services.timelines, new BirthAnnouncementService(em, services.mail, config), ranking),
    };
  },
  resolvers: [
    [PredictionResolver, (s) => new PredictionResolver(s.predictions)],
    [PredictionAnswerResolver, (s) => new PredictionAnswerResolver(s.predictions.results)],
    [PredictionClosingResolver, (s) => new PredictionClosingResolver(s.predictions.closing)],
    [PredictionSharedResolver, () => new PredictionSharedResolver()],
  ],
  routes: predictionRoutes,
  api: predictionsApi,
  exportPart: predictionsExport,
  erasurePart: predictionsErasure,
  adminLists: { predictions: predictionsAdminList },
};
