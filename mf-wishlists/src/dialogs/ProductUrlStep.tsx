import { useAnalyseProductPageMutation, type AnalyseProductPageMutation } from '@cigogne/graphql/wishlists';
import { toAppError } from '@cigogne/ui/errors/appError';
import { useErrorMessages } from '@cigogne/ui/errors/useErrorMessages';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isHttpUrl } from '../data/httpUrl';
import { useWishlistsT } from '../i18n/useWishlistsT';

export type ProductDetails = AnalyseProductPageMutation['analyseProductPage'];

/** The gateway's answer when the shop showed a captcha or an anti-bot challenge instead of the product. */
const BLOCKED = 'validation.pageBlocked';

interface Props {
  /**
   * Continue to the details form, with what the page gave (null: by hand) and the URL typed;
   * `blocked` when the shop answered with an anti-bot wall (the form then says so).
   */
  onNext: (details: ProductDetails | null, url: string, blocked?: boolean) => void;
  /** An address brought by the bookmarklet or a share: read as soon as the step opens. */
  initialUrl?: string;
}

/** Step 0 of the add-item dialog: a product URL to read (POST /api/analyse), or "no URL". */
export function ProductUrlStep({ onNext, initialUrl }: Props) {
  const t = useWishlistsT();
  const { fieldMessage } = useErrorMessages();
  const [form] = Form.useForm<{ url: string }>();
  const [analyse, { loading, error, reset }] = useAnalyseProductPageMutation();
  const [failedUrl, setFailedUrl] = useState('');

  const fetchDetails = async ({ url }: { url: string }) => {
    const trimmed = url.trim();
    try {
      const { data } = await analyse({ variables: { url: trimmed } });
      if (data) onNext(data.analyseProductPage, trimmed);
    } catch (err) {
      // no use showing why: an anti-bot wall will answer the same to every retry
      if (toAppError(err).fieldErrors.some((f) => f.message === BLOCKED)) onNext(null, trimmed, true);
      else setFailedUrl(trimmed);
    }
  };
  // once per opening (StrictMode runs effects twice; each read counts against the user's limit)
  const started = useRef(false);
  useEffect(() => {
    if (!initialUrl || started.current) return;
    started.current = true;
    void fetchDetails({ url: initialUrl });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address it opened with, once
  }, []);
  // The gateway says why a page could not be read (refused address, timeout...): shown under the failure.
  const reason = error ? toAppError(error).fieldErrors.map((f) => fieldMessage(f.message))[0] : undefined;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ url: initialUrl ?? '' }}
      onFinish={fetchDetails}
      onValuesChange={() => error && reset()}
      requiredMark={false}
    >
      <Form.Item
        name="url"
        label={t('wishlists.add.urlLabel')}
        extra={t('wishlists.add.urlHelp')}
        rules={[
          { required: true, whitespace: true, message: t('errors.validation.required') },
          {
            validator: async (_, value?: string) => {
              if (value && value.trim() && !isHttpUrl(value.trim())) throw new Error(t('wishlists.item.form.urlInvalid'));
            },
          },
        ]}
      >
        <Input type="url" inputMode="url" placeholder="https://" autoComplete="off" disabled={loading} />
      </Form.Item>
      {error && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="wl-fetch-failed"
          title={t('wishlists.add.fetchFailed')}
          description={reason}
          action={
            <Button size="small" onClick={() => onNext(null, failedUrl)}>
              {t('wishlists.add.continueByHand')}
            </Button>
          }
        />
      )}
      <Space wrap className="wl-url-step__actions">
        <Button type="primary" htmlType="submit" loading={loading}>
          {loading ? t('wishlists.add.fetching') : t('wishlists.add.fetch')}
        </Button>
        <Button onClick={() => onNext(null, '')} disabled={loading}>
          {t('wishlists.add.noUrl')}
        </Button>
      </Space>
    </Form>
  );
}
