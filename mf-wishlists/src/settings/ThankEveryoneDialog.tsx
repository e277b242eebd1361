import { useThankEveryoneMutation } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { OWNER_REFETCH_QUERIES } from '../data/refetchQueries';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { draftForEveryone, NAME_PLACEHOLDER } from './thankNoteDrafts';
import { ThankNoteField } from './ThankNoteField';

interface Props {
  wishlistId: string;
  open: boolean;
  /** Guests not yet thanked whose address is kept: the notes that will be sent. */
  count: number;
  onClose: (queued?: number) => void;
}

/**
 * "Remercier tout le monde" (docs/product.md#thank-you-notes): one note for every guest not yet
 * thanked, each with their name in place of {name}; it says how many go before anything is sent,
 * and the gateway's job queue sends them.
 */
export function ThankEveryoneDialog({ wishlistId, open, count, onClose }: Props) {
  const t = useWishlistsT();
  const intl = useIntl();
  const [note, setNote] = useState('');
  const [thankEveryone, sending] = useThankEveryoneMutation({ refetchQueries: OWNER_REFETCH_QUERIES, awaitRefetchQueries: true });
  useEffect(() => {
    if (!open) return;
    setNote(draftForEveryone(intl.locale));
    sending.reset();
    // each opening starts from the draft
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const submit = async () => {
    try {
      const { data } = await thankEveryone({ variables: { wishlistId, message: note } });
      onClose(data?.thankEveryone.queued ?? 0);
    } catch {
      // shown in the dialog
    }
  };
  return (
    <Modal
      open={open}
      title={t('wishlists.thanks.everyone')}
      onCancel={() => onClose()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => onClose()}>
          {t('common.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={sending.loading} disabled={!count || !note.trim()} onClick={submit}>
          {t('wishlists.thanks.everyoneConfirm', { count })}
        </Button>,
      ]}
    >
      <p className="wl-thank-note__count" role="status">
        {t('wishlists.thanks.everyoneCount', { count })}
      </p>
      <ThankNoteField value={note} onChange={setNote} hint={t('wishlists.thanks.placeholderHint', { placeholder: NAME_PLACEHOLDER })} />
      <FormErrorBanner error={sending.error ?? null} />
    </Modal>
  );
}
