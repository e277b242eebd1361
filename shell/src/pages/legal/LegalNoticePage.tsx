import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { legalNotice } from './legalNotice';

/** /mentions-legales: the legal notice, public, in the current language. */
export function LegalNoticePage() {
  const intl = useIntl();
  const content = legalNotice[intl.locale === 'en' ? 'en' : 'fr'];
  return (
    <div className="page page--narrow">
      <Typography.Title level={1}>{intl.formatMessage({ id: 'shell.legal.title' })}</Typography.Title>
      <Card>
        <Typography.Paragraph>{content.intro}</Typography.Paragraph>
        {content.sections.map((section) => (
          <section key={section.heading}>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {section.heading}
            </Typography.Title>
            {section.paragraphs.map((paragraph) => (
              <Typography.Paragraph key={paragraph.slice(0, 32)}>{paragraph}</Typography.Paragraph>
            ))}
          </section>
        ))}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {content.updated}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}

export default LegalNoticePage;
