import { useUpdateLanguageMutation } from '@cigogne/graphql/auth';
import { useLanguage } from '@cigogne/ui/i18n/LanguageContext';
import type { Language } from '@cigogne/ui/i18n/language';
import { Card, message, Radio, Typography } from 'antd';
import { useShellT } from '../../i18n/useShellT';

/** The language switch: applies at once, persists locally and on the account. */
export function LanguageCard() {
  const t = useShellT();
  const { language, setLanguage } = useLanguage();
  const [messageApi, messageHolder] = message.useMessage();
  const [updateLanguage] = useUpdateLanguageMutation();

  const onLanguage = (next: Language) => {
    setLanguage(next);
    updateLanguage({ variables: { input: { language: next } } }).catch(() => {
      void messageApi.warning(t('shell.account.languageNotSaved'));
    });
  };

  return (
    <Card
      title={
        <h2 className="card-title" id="language-title">
          {t('shell.account.language')}
        </h2>
      }
      style={{ marginTop: 20 }}
    >
      {messageHolder}
      <Radio.Group
        aria-labelledby="language-title"
        aria-describedby="language-help"
        value={language}
        onChange={(e) => onLanguage(e.target.value as Language)}
        optionType="button"
        buttonStyle="solid"
        options={[
          { value: 'fr', label: t('common.language.fr') },
          { value: 'en', label: t('common.language.en') },
        ]}
      />
      <Typography.Paragraph type="secondary" id="language-help" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('shell.account.languageHelp')}
      </Typography.Paragraph>
    </Card>
  );
}
