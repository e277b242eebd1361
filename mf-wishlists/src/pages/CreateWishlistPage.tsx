import { useCreateWishlistMutation } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { FormActions } from '@cigogne/ui/forms/FormActions';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { useNavigate } from '@cigogne/ui/router';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { OWNER_QUERIES } from '../data/ownerRefetch';
import { toApiDate, WishlistFields } from '../forms/wishlistFields';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { useWishlistPaths } from '../WishlistsContext';
import '../styles/owner.css';

interface Values {
  title: string;
  description?: string;
  date?: Dayjs | null;
}

/**
 * /wishlists/create: title, date, description; then the new list. A list made from a prediction
 * (predictionId, with the baby's first name read-only) comes with predictions (issue 9): the input
 * already takes predictionId, this form adds the field then.
 */
export function CreateWishlistPage() {
  const t = useWishlistsT();
  const navigate = useNavigate();
  const paths = useWishlistPaths();
  const [form] = Form.useForm<Values>();
  const [createWishlist, { loading, error }] = useCreateWishlistMutation({ refetchQueries: OWNER_QUERIES });

  const submit = async (values: Values) => {
    const description = values.description?.trim();
    try {
      const { data } = await createWishlist({
        // empty values are sent as absent (SPEC section 5)
        variables: {
          input: {
            title: values.title.trim(),
            ...(description ? { description } : {}),
            ...(values.date ? { date: toApiDate(values.date) } : {}),
          },
        },
      });
      if (data) navigate(paths.view(data.createWishlist.id));
    } catch {
      // shown by the form's error banner
    }
  };

  return (
    <div className="cg-page cg-page--narrow">
      <PageHeader title={t('wishlists.create.title')} back={{ to: paths.list, label: t('wishlists.list.title') }} />
      <div className="cg-panel">
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark
          scrollToFirstError
          initialValues={{ title: '', description: '' }}
        >
          <FormErrorBanner error={error} form={form} />
          <WishlistFields />
          <FormActions submitLabel={t('wishlists.create.submit')} submitting={loading} onCancel={() => navigate(paths.list)} />
        </Form>
      </div>
    </div>
  );
}
