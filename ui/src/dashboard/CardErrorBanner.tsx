import { commonCatalogues } from '../i18n/catalogues';
import { FeatureMessages } from '../i18n/FeatureMessages';
import { FormErrorBanner } from '../errors/FormErrorBanner';
import { ThemeProvider } from '../theme/ThemeProvider';

/**
 * The error banner of a light dashboard card, loaded only when a card's query fails: antd's Alert
 * under the product theme, with the common catalogue this frontend was built with (errors.*).
 */
export default function CardErrorBanner({ error }: { error: unknown }) {
  return (
    <ThemeProvider>
      <FeatureMessages catalogues={commonCatalogues}>
        <FormErrorBanner error={error} />
      </FeatureMessages>
    </ThemeProvider>
  );
}
