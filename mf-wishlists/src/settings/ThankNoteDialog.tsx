import { useSendThankNoteMutation, useThankWishlistReservationMutation } from '@cigogne/graphql/wishlists';
import { toAppError } from '@cigogne/ui/errors/appError';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useReserverName, type ItemReservation } from '../components/ReservationsNote';
import { useWishlistsT } from '../i18n/useWishlistsT';
import { draftFor, NAME_PLACEHOLDER } from './thankNoteDrafts';
import { ThankNoteField } from './ThankNoteField';

interface Props {
  wishlistId: string;
  item: { id: string; title: string };
  reservation: ItemReservation | null;
  onClose: (sentTo?: string) => void;
}

/**
 * "Remercier" (docs/product.md#thank-you-notes): the note, drafted in the guest's language and
 * editable, mailed from Cigogne; when the guest's address is no longer kept, it says so and offers to
 * mark the guest thanked only. Apollo's cache takes the answer by id.
 */
export function ThankNoteDialog({ wishlistId, item, reservation: r, onClose }: Props) {
  const t = useWishlistsT();
  const name = useReserverName()(r ?? { name: null, isAnonymous: true });
  const [note, setNote] = useState('');
  const [emailGone, setEmailGone] = useState(false);
  const [send, sending] = useSendThankNoteMutation();
  const [mark, marking] = useThankWishlistReservationMutation();
  useEffect(() => {
    if (!r) return;
    setNote(draftFor(r, item.title));
    setEmailGone(!r.emailKept);
    sending.reset();
    marking.reset();
    // a new reservation opens a fresh draft
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [r?.id]);
  if (!r) return null;
  const variables = { wishlistId, itemId: item.id, reservationId: r.id };
  const submit = async () => {
    try {
      await send({ variables: { ...variables, message: note } });
      onClose(name);
    } catch (error) {
      // the address was erased since the page was read: the same choice as when it was known
      if (toAppError(error).type === 'guestEmailNotKept') setEmailGone(true);
    }
  };
  const markOnly = async () => {
    try {
      await mark({ variables: { ...variables, thanked: true } });
      onClose();
    } catch {
      // shown in the dialog
    }
  };
  return (
    <Modal
      open
      title={t('wishlists.thanks.dialogTitle', { name })}
      onCancel={() => onClose()}
      destroyOnHidden
      footer={
        emailGone
          ? [
              <Button key="cancel" onClick={() => onClose()}>
                {t('common.cancel')}
              </Button>,
              <Button key="mark" type="primary" loading={marking.loading} onClick={markOnly}>
                {t('wishlists.thanks.markOnly')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={() => onClose()}>
                {t('common.cancel')}
              </Button>,
              <Button key="send" type="primary" loading={sending.loading} disabled={!note.trim()} onClick={submit}>
                {t('wishlists.thanks.confirm')}
              </Button>,
            ]
      }
    >
      {emailGone ? (
        <Alert type="info" showIcon title={t('wishlists.thanks.emailGone', { name })} />
      ) : (
        <ThankNoteField
          value={note}
          onChange={setNote}
          hint={
            <>
              {t('wishlists.thanks.oneHint', { name })}{' '}
              {note.includes(NAME_PLACEHOLDER) && t('wishlists.thanks.placeholderHint', { placeholder: NAME_PLACEHOLDER })}
            </>
          }
        />
      )}
      <FormErrorBanner error={(!emailGone && sending.error) || marking.error || null} />
    </Modal>
  );
}
