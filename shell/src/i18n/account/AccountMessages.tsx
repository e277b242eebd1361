import { FeatureMessages } from '@cigogne/ui/i18n/FeatureMessages';
import type { ComponentType } from 'react';
import { shellAccountCatalogues } from './catalogues';

/**
 * Wraps the account page in its messages, which load with its chunk: the guest pages a first visit
 * opens carry only the shell's own (their page-weight budgets, docs/performance.md).
 */
export function withAccountMessages<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithAccountMessages(props: P) {
    return (
      <FeatureMessages catalogues={shellAccountCatalogues}>
        <Page {...props} />
      </FeatureMessages>
    );
  }
  return WithAccountMessages;
}
