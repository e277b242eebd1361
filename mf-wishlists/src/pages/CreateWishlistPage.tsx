import { useCreateWishlistMutation, useWishlistPredictionQuery } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { FormActions } from '@cigogne/ui/forms/FormActions';
import { FormPage } from '@cigogne/ui/layout/FormPage';
import { submitThen } from '@cigogne/ui/forms/submitThen';
import { Link, useNavigate, useSearchParams } from '@cigogne/ui/router';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { OWNER_REFETCH_QUERIES } from '../data/refetchQueries';
import { BabyFirstNameField } from '../forms/BabyFirstNameField';
import { toApiDate, WishlistFields } from '../forms/wishlistFields';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsPaths';
import '../styles/owner.css';
import { withOwnerMessages } from '../i18n/owner/OwnerMessages';

interface Values {
  title: string;
  description?: string;
  date?: Dayjs | null;
}

/**
 * /wishlists/create: title, date, description; then the new list. Opened from a prediction
 * (?predictionId=, the predictions remote's "create a wishlist for this baby"), it shows the baby's
 * first name read-only and links the new list to the prediction; a prediction that already has its
 * list points to it instead.
 */
function CreateWishlistPageScreen() {
  const t = useWishlistsT();
  const navigate = useNavigate();
  const paths = useWishlistPaths();
  const [form] = Form.useForm<Values>();
  const [createWishlist, { loading, error }] = useCreateWishlistMutation({ refetchQueries: OWNER_REFETCH_QUERIES });
  const predictionId = useSearchParams()[0].get('predictionId');
  // someone else's or an unknown prediction answers notFound: the form then makes a plain list
  const prediction = useWishlistPredictionQuery({ variables: { id: predictionId ?? '' }, skip: !predictionId }).data?.prediction;

  const submit = (values: Values) => {
    const description = values.description?.trim();
    const creation = createWishlist({
      // empty values are sent as absent (docs/product.md#validation)
      variables: {
        input: {
          title: values.title.trim(),
          ...(prediction ? { predictionId: prediction.id } : {}),
          ...(description ? { description } : {}),
          ...(values.date ? { date: toApiDate(values.date) } : {}),
        },
      },
    });
    return submitThen(creation, ({ data }) => data && navigate(paths.view(data.createWishlist.id)));
  };

  return (
    <FormPage title={t('wishlists.create.title')} back={{ to: paths.list, label: t('wishlists.list.title') }}>
      {prediction?.wishlist && (
        <p className="wl-notice" role="status">
          {t('wishlists.create.predictionHasList')} <Link to={paths.view(prediction.wishlist.id)}>{prediction.wishlist.title}</Link>
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark scrollToFirstError initialValues={{ title: '', description: '' }}>
        <FormErrorBanner error={error} form={form} />
        {prediction && <BabyFirstNameField firstName={prediction.firstName} />}
        <WishlistFields />
        <FormActions submitLabel={t('wishlists.create.submit')} submitting={loading} onCancel={() => navigate(paths.list)} />
      </Form>
    </FormPage>
  );
}

/** The owner's screens carry their own messages (i18n/owner/). */
export const CreateWishlistPage = withOwnerMessages(CreateWishlistPageScreen);
