import {
  useDeletePushSubscriptionMutation,
  usePushPublicKeyLazyQuery,
  usePushSubscriptionsQuery,
  useSubscribePushMutation,
  useUpdatePushSubscriptionMutation,
  type PushSubscriptionsQuery,
  type UpdatePushSubscriptionMutation,
} from '@cigogne/graphql/push';
import { formatDate } from '@cigogne/ui/format/date';
import { Alert, Button, Card, Skeleton, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';
import {
  currentEndpoint,
  PushPermissionDenied,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushSupport,
} from './pushDevice';
import './push-notifications.css';

type Device = PushSubscriptionsQuery['pushSubscriptions'][number];
type Kind = keyof Omit<Device['kinds'], '__typename'>;
const KINDS: Kind[] = ['reservations', 'answers', 'coParents'];

/**
 * "Notifications on this device" (docs/product.md#push-notifications): turns pushes on for this
 * browser, and lists the account's devices, each with a switch per kind of event and a remove button.
 */
export function PushNotificationsCard() {
  const t = useShellT();
  const { locale } = useIntl();
  const [fetchKey] = usePushPublicKeyLazyQuery({ fetchPolicy: 'network-only' });
  const [support, setSupport] = useState<PushSupport>('default');
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const devices = usePushSubscriptionsQuery({ fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: ['PushSubscriptions'], awaitRefetchQueries: true };
  const [subscribe] = useSubscribePushMutation(refetch);
  const [update] = useUpdatePushSubscriptionMutation();
  const [remove] = useDeletePushSubscriptionMutation(refetch);

  useEffect(() => {
    setSupport(pushSupport());
    currentEndpoint().then(setEndpoint, () => setEndpoint(null));
  }, []);

  const list = devices.data?.pushSubscriptions ?? [];
  const thisOne = endpoint ? list.find((d) => d.endpoint === endpoint) : undefined;

  const onEnable = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await fetchKey();
      if (!data) throw new Error('no key');
      const subscription = await subscribeThisDevice(data.pushPublicKey);
      await subscribe({ variables: { input: subscription } });
      setEndpoint(subscription.endpoint);
    } catch (err) {
      if (err instanceof PushPermissionDenied) setSupport(pushSupport());
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const onSwitch = (device: Device, kind: Kind, on: boolean) =>
    update({
      variables: { id: device.id, kinds: { [kind]: on } },
      optimisticResponse: {
        // __typename: the cache normalises the optimistic device onto the cached one
        updatePushSubscription: {
          __typename: 'PushSubscriptionView',
          id: device.id,
          kinds: { __typename: 'PushKindsView', ...device.kinds, [kind]: on },
        } as UpdatePushSubscriptionMutation['updatePushSubscription'],
      },
    }).catch(() => setFailed(true));

  const onRemove = async (device: Device) => {
    try {
      if (device.endpoint === endpoint) {
        await unsubscribeThisDevice();
        setEndpoint(null);
      }
      await remove({ variables: { id: device.id } });
    } catch {
      setFailed(true);
    }
  };

  const name = (d: Device) => d.device ?? t('shell.account.push.unknownDevice');

  return (
    <Card title={<h2 className="card-title">{t('shell.account.push.title')}</h2>} style={{ marginTop: 20 }} className="push-card">
      <p className="push-card__intro">{t('shell.account.push.intro')}</p>
      {support === 'unsupported' && <Alert type="info" showIcon title={t('shell.account.push.unsupported')} />}
      {support === 'denied' && <Alert type="warning" showIcon title={t('shell.account.push.denied')} />}
      {support !== 'unsupported' && support !== 'denied' && !thisOne && (
        <Button type="primary" onClick={onEnable} loading={busy}>
          {t('shell.account.push.enable')}
        </Button>
      )}
      {thisOne && <Alert type="success" showIcon title={t('shell.account.push.enabled')} />}
      <div role="status" aria-live="polite">
        {failed && <Alert type="error" showIcon title={t('shell.account.push.error')} style={{ marginTop: 12 }} />}
      </div>
      <h3 className="push-card__subtitle" id="push-devices">
        {t('shell.account.push.listLabel')}
      </h3>
      {devices.loading && !devices.data ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : devices.error && !devices.data ? (
        <Alert
          type="error"
          showIcon
          title={t('shell.account.push.loadError')}
          action={<Button onClick={() => devices.refetch()}>{t('shell.account.push.retry')}</Button>}
        />
      ) : list.length === 0 ? (
        <p className="push-card__empty">{t('shell.account.push.none')}</p>
      ) : (
        <ul className="push-devices" aria-labelledby="push-devices">
          {list.map((d) => (
            <li key={d.id} className="push-devices__item">
              <div className="push-devices__head">
                <strong>{name(d)}</strong>
                {d.endpoint === endpoint && <Tag color="blue">{t('shell.account.push.thisDevice')}</Tag>}
                <span className="push-devices__date">{t('shell.account.push.added', { date: formatDate(d.createdAt, locale) })}</span>
                <Button size="small" danger onClick={() => onRemove(d)} aria-label={t('shell.account.push.removeLabel', { name: name(d) })}>
                  {t('shell.account.push.remove')}
                </Button>
              </div>
              <div className="push-devices__kinds" role="group" aria-label={t('shell.account.push.kindsLabel', { name: name(d) })}>
                {KINDS.map((kind) => (
                  <label key={kind} className="push-devices__kind">
                    <Switch size="small" checked={d.kinds[kind]} onChange={(on) => onSwitch(d, kind, on)} />
                    <span>{t(`shell.account.push.kinds.${kind}`)}</span>
                  </label>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
