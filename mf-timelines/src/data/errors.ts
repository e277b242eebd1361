import { toAppError } from '@cigogne/ui/errors/appError';

/** An absent timeline, or someone else's private one (the server answers notFound for both). */
export const isNotFound = (error: unknown) => Boolean(error) && toAppError(error).type === 'notFound';
