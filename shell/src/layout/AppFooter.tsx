import { InstagramOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { Link } from '@cigogne/ui/router';
import { useShellT } from '../i18n/useShellT';

export const SOCIAL_URL = 'https://www.instagram.com/cigogne.app/';

/** Legal notice link, copyright line and the social link (new tab). */
export function AppFooter() {
  const t = useShellT();
  return (
    <Layout.Footer className="app-footer">
      <div className="app-footer__inner">
        <p className="app-footer__tagline">{t('shell.footer.tagline')}</p>
        <nav aria-label={t('shell.footer.legal')} className="app-footer__links">
          <Link to="/mentions-legales">{t('shell.footer.legal')}</Link>
          <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer">
            <InstagramOutlined aria-hidden /> {t('shell.footer.social')}
            <span className="visually-hidden"> {t('shell.footer.newTab')}</span>
          </a>
        </nav>
        <p className="app-footer__copyright">{t('shell.footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </Layout.Footer>
  );
}
