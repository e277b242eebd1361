import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The centred card of the auth screens (login, register, forgot and reset password): a styled
 * container rather than antd's Card, which brings Tabs along to every auth screen,
 * and plain headings rather than Typography (styles.css draws them alike).
 */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </div>
    </div>
  );
}
