import { ApiOutlined, DownOutlined, LogoutOutlined, MailOutlined, SettingOutlined, UserOutlined, CrownOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from '@cigogne/ui/router';
import { useSession } from '../session/SessionContext';
import { useShellT } from '../i18n/useShellT';

/** The signed-in user's full name, opening account, integrations, contact, admin (admins only) and logout. */
export function UserMenu() {
  const t = useShellT();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`;

  const items: MenuProps['items'] = [
    { key: '/account', icon: <SettingOutlined />, label: t('shell.nav.account') },
    { key: '/account/integrations', icon: <ApiOutlined />, label: t('shell.nav.integrations') },
    { key: '/contact', icon: <MailOutlined />, label: t('shell.nav.contact') },
    ...(user.isAdmin ? [{ key: '/admin/users', icon: <CrownOutlined />, label: t('shell.nav.admin') }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.nav.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => (key === 'logout' ? signOut() : navigate(key));

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="user-menu__button" aria-label={t('shell.nav.userMenu', { name: fullName })}>
        <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#e8a87c' }} aria-hidden />
        <span className="user-menu__name">{fullName}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
