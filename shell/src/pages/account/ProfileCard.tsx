import { Card, Descriptions } from 'antd';
import { useSession } from '../../session/SessionContext';
import { useShellT } from '../../i18n/useShellT';

/** The account's name and e-mail, read-only. */
export function ProfileCard() {
  const t = useShellT();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card title={<h2 className="card-title">{t('shell.account.profile')}</h2>}>
      <Descriptions column={1} colon={false} styles={{ label: { width: 140 } }}>
        <Descriptions.Item label={t('shell.form.firstName')}>{user.firstName}</Descriptions.Item>
        <Descriptions.Item label={t('shell.form.lastName')}>{user.lastName}</Descriptions.Item>
        <Descriptions.Item label={t('shell.form.email')}>{user.email}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
