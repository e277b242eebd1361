import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Catalogues } from '../i18n/catalogues';
import { FeatureMessages } from '../i18n/FeatureMessages';
import { RemoteContext, type RemoteContextValue } from './RemoteContext';

/**
 * What defineRemote and defineCard have in common: the component under the given catalogues (added
 * to the shell's messages) and RemoteContext ({ basePath, user }), optionally inside `wrap`.
 */
export function remoteModule<P extends RemoteContextValue>(
  Component: ComponentType<P>,
  messages: Catalogues,
  wrap: (children: ReactNode) => ReactNode = (children) => children,
): ComponentType<P> {
  function Remote(props: P) {
    const { basePath, user } = props;
    const context = useMemo(() => ({ basePath, user }), [basePath, user]);
    return wrap(
      <FeatureMessages catalogues={messages}>
        <RemoteContext.Provider value={context}>
          <Component {...props} />
        </RemoteContext.Provider>
      </FeatureMessages>,
    );
  }
  Remote.displayName = `Remote(${Component.displayName ?? Component.name})`;
  return Remote;
}
