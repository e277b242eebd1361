import { version } from '../package.json';

export { majorOf, sameMajor } from './semver.mjs';

/**
 * This contract's version (package.json): a remote built against another major is not mounted by
 * the shell (shell/src/remotes/checkedManifest.ts). Bump the major when a remote built against the
 * old contract would break in the new shell, or the reverse: a prop removed or renamed, a prop's
 * meaning changed, an exposed module renamed, a shared module's major upgraded. A prop added that
 * remotes may ignore is a minor; a fix of a comment or a type that changes nothing at run time, a patch.
 */
export const CONTRACT_VERSION: string = version;
