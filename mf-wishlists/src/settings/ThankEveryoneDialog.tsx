import { useThankEveryoneMutation } from '@cigogne/graphql/wishlists';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Button, Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { OWNER_REFETCH_QUERIES } from '../data/refetchQueries';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { draftForEveryone, NAME_PLACEHOLDER, THANK_NOTE_MAX } from './thankNoteDrafts';

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
  const labelId = useId();
  const hintId = useId();
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
      <label id={labelId} className="wl-thank-note__label" htmlFor={`${labelId}-note`}>
        {t('wishlists.thanks.messageLabel')}
      </label>
      <Input.TextArea
        id={`${labelId}-note`}
        aria-describedby={hintId}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={8}
        maxLength={THANK_NOTE_MAX}
        showCount
      />
      <p id={hintId} className="cg-muted wl-thank-note__hint">
        {t('wishlists.thanks.placeholderHint', { placeholder: NAME_PLACEHOLDER })}
      </p>
      <FormErrorBanner error={sending.error ?? null} />
    </Modal>
  );
}
