import { DomainError } from '../../common/errors.js';

/** A ceremony's answer that cannot be accepted (unknown or used challenge, foreign credential, bad signature): 400. */
export const passkeyRefused = (message: string) => new DomainError('passkeyRefused', 400, [{ path: 'response', message }]);

/** The last passkey of an account without a password: removing it would lock the owner out. */
export const lastPasskey = () => new DomainError('lastPasskey', 409);
