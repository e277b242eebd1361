import { useRemoveCoOwnerMutation, type PageKind } from '@cigogne/graphql/co-owners';
import { Button, Popconfirm } from 'antd';
import { FormErrorBanner } from '../errors/FormErrorBanner';
import { useT } from '../i18n/useT';
import { useRemoteContext } from '../remote/RemoteContext';
import { useNavigate } from '@cigogne/ui/router';

const TYPENAME: Record<PageKind, string> = { prediction: 'Prediction', wishlist: 'Wishlist', timeline: 'Timeline' };

/** A co-owner's side of the co-parents tab: the page is shared with him, and he may leave it. */
export function LeaveCoOwnership({ kind, pageId, leaveTo }: { kind: PageKind; pageId: string; leaveTo: string }) {
  const t = useT();
  const { user } = useRemoteContext();
  const navigate = useNavigate();
  // the page leaves the cache: the lists and the dashboard drop it at once
  const [leave, { loading, error }] = useRemoveCoOwnerMutation({
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: TYPENAME[kind], id: pageId }) });
      cache.gc();
    },
  });
  const confirm = async () => {
    try {
      await leave({ variables: { kind, pageId, userId: user?.id ?? '' } });
      navigate(leaveTo, { replace: true });
    } catch {
      // shown by the banner
    }
  };
  return (
    <div className="cg-co-owners">
      <FormErrorBanner error={error ?? null} />
      <p className="cg-co-owners__intro">{t('common.coOwners.sharedIntro')}</p>
      <Popconfirm
        title={t('common.coOwners.leaveConfirm')}
        okText={t('common.coOwners.leave')}
        cancelText={t('common.cancel')}
        onConfirm={confirm}
      >
        <Button danger loading={loading}>
          {t('common.coOwners.leave')}
        </Button>
      </Popconfirm>
    </div>
  );
}
