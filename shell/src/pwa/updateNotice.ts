/**
 * "A new version is ready", with a Reload button, at the bottom of the page: plain DOM (a guest
 * page has no React), in the page's language.
 */
import { en } from '@cigogne/ui/i18n/offline/en';
import { fr } from '@cigogne/ui/i18n/offline/fr';
import { islandT } from '@cigogne/ui/islands/messages';
import { FONT_FAMILY, brand } from '@cigogne/ui/theme/theme';

export function showUpdateNotice(language: 'fr' | 'en', reload: () => void): void {
  if (document.querySelector('.cg-update-notice')) return;
  const t = islandT(language, language === 'en' ? en : fr);
  const notice = document.createElement('div');
  notice.className = 'cg-update-notice';
  notice.setAttribute('role', 'status');
  notice.lang = language;
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '12px',
    bottom: '12px',
    zIndex: '1100',
    maxWidth: '480px',
    margin: '0 auto',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 12px',
    padding: '12px 16px',
    borderRadius: '8px',
    background: brand.text,
    color: '#ffffff',
    fontFamily: FONT_FAMILY,
    fontSize: '15px',
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
  });
  const text = document.createElement('span');
  text.textContent = t('common.update.ready');
  text.style.flex = '1 1 200px';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t('common.update.reload');
  Object.assign(button.style, {
    minHeight: '40px',
    padding: '4px 16px',
    border: '0',
    borderRadius: '6px',
    background: '#ffffff',
    color: brand.text,
    font: 'inherit',
    fontWeight: '600',
    cursor: 'pointer',
  });
  button.addEventListener('click', () => {
    button.disabled = true;
    reload();
  });
  notice.append(text, button);
  document.body.append(notice);
}
