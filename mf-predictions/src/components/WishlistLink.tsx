import { GiftOutlined, PlusOutlined } from '@ant-design/icons';
import type { PredictionData } from '../data/routePrediction';
import { Link } from '@cigogne/ui/router';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { usePredictionsT } from '../i18n/usePredictionsT';
import { siblingPaths } from '../PredictionsPaths';

/** The prediction's wishlist, or the way to create one for this baby (the wishlists remote reads predictionId). */
export function WishlistLink({ prediction }: { prediction: Pick<PredictionData, 'id' | 'wishlist'> }) {
  const t = usePredictionsT();
  return (
    <section className="pr-wishlist" aria-labelledby={`pr-wishlist-${prediction.id}`}>
      <h2 id={`pr-wishlist-${prediction.id}`} className="pr-section-title">
        {t('predictions.wishlist.title')}
      </h2>
      {prediction.wishlist ? (
        <Link to={siblingPaths.wishlist(prediction.wishlist.id)}>
          <GiftOutlined aria-hidden /> {prediction.wishlist.title}
        </Link>
      ) : (
        <ButtonLink to={siblingPaths.createWishlist(prediction.id)} icon={<PlusOutlined aria-hidden />}>
          {t('predictions.wishlist.create')}
        </ButtonLink>
      )}
    </section>
  );
}
