import { useRemoveCoOwnerMutation, type PageKind } from '@cigogne/graphql/co-owners';
import { Button, Popconfirm } from 'antd';
import { FormErrorBanner } from '../errors/FormErrorBanner';
import { useT } from '../i18n/useT';

/** A co-owner's side of the co-parents tab: the page is shared with him, and he may leave it. */
export function LeaveCoOwnership({ kind, pageId, userId, onLeft }: { kind: PageKind; pageId: string; userId: string; onLeft: () => void }) {
  const t = useT();
  const [leave, { loading, error }] = useRemoveCoOwnerMutation();
  const confirm = async () => {
    try {
      await leave({ variables: { kind, pageId, userId } });
      onLeft();
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
