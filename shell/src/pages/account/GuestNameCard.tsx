import {
  useFirstNameToGuestsQuery,
  useUpdateFirstNameToGuestsMutation,
  type FirstNameToGuests,
  type UpdateFirstNameToGuestsMutation,
} from '@cigogne/graphql/auth';
import { Card, message, Radio, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';

const CHOICES: FirstNameToGuests[] = ['ownPages', 'everyPage', 'never'];

/**
 * Where guest pages (the prediction wizard's header, the public list's banner) name the user as a
 * parent: the pages they created (the default), the pages they co-own too, or nowhere. Saved at once.
 */
export function GuestNameCard() {
  const intl = useIntl();
  const t = useShellT();
  const [messageApi, messageHolder] = message.useMessage();
  const me = useFirstNameToGuestsQuery({ fetchPolicy: 'cache-and-network' });
  const [update] = useUpdateFirstNameToGuestsMutation();
  const value = me.data?.me.firstNameToGuests ?? 'ownPages';

  const onChange = (next: FirstNameToGuests) => {
    const id = me.data?.me.id ?? '';
    update({
      variables: { value: next },
      optimisticResponse: { updateMe: { __typename: 'User', id, firstNameToGuests: next } as UpdateFirstNameToGuestsMutation['updateMe'] },
    })
      .then(() => messageApi.success(intl.formatMessage({ id: 'shell.account.notifySaved' })))
      .catch(() => {
        void messageApi.warning(intl.formatMessage({ id: 'shell.account.notifyNotSaved' }));
      });
  };

  return (
    <Card
      title={
        <h2 className="card-title" id="guest-name-title">
          {t('shell.account.guestName.title')}
        </h2>
      }
      style={{ marginTop: 20 }}
    >
      {messageHolder}
      <Radio.Group
        aria-labelledby="guest-name-title"
        aria-describedby="guest-name-help"
        value={value}
        disabled={me.loading && !me.data}
        onChange={(e) => onChange(e.target.value as FirstNameToGuests)}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={CHOICES.map((choice) => ({ value: choice, label: t(`shell.account.guestName.${choice}`) }))}
      />
      <Typography.Paragraph type="secondary" id="guest-name-help" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('shell.account.guestName.help')}
      </Typography.Paragraph>
    </Card>
  );
}
