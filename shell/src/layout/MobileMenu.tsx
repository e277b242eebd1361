import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useShellT } from '../i18n/useShellT';

// The drawer (antd Drawer and its motion) is downloaded the first time the menu opens.
const MobileMenuDrawer = lazy(() =>
  import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/** Small screens: a menu button opening a drawer with the navigation, contact, account, admin and logout. */
export function MobileMenu() {
  const t = useShellT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined aria-hidden />}
        aria-label={t('shell.nav.openMenu')}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="mobile-menu__button"
      />
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
