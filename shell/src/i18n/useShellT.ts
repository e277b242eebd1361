import { useT } from '@cigogne/ui/i18n/useT';
import type { ShellMessageId } from './fr';

/** ui's useT, checked against the common catalogue and the shell's `shell.*` ids. */
export const useShellT = () => useT<ShellMessageId>();
