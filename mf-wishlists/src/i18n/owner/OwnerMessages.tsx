import { FeatureMessages } from '@cigogne/ui/i18n/FeatureMessages';
import type { ComponentType } from 'react';
import { wishlistsOwnerCatalogues } from './catalogues';

/**
 * Wraps an owner screen (list, create, settings, the owner's view of a list) in the owner's messages,
 * which load with these screens' chunks: the public list a guest opens first carries only the guest's
 * messages (its page-weight budget, docs/performance.md).
 */
export function withOwnerMessages<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithOwnerMessages(props: P) {
    return (
      <FeatureMessages catalogues={wishlistsOwnerCatalogues}>
        <Screen {...props} />
      </FeatureMessages>
    );
  }
  return WithOwnerMessages;
}
