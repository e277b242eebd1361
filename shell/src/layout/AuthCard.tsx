import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the auth screens (login, register, forgot and reset password). */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <div className="auth-page">
      <Card className="auth-card" variant="borderless">
        <Typography.Title level={1} className="auth-card__title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </Card>
    </div>
  );
}
