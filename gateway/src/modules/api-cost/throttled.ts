import { DomainError } from '../../common/errors.js';

/** 429 `THROTTLED` (REST and GraphQL): the request costs more than its bucket holds; nothing ran. */
export const throttled = () => new DomainError('THROTTLED', 429, [], 'THROTTLED');
