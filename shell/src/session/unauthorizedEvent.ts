/** Fired on window by the Apollo client when a call made with a token answers `unauthorized`. */
export const UNAUTHORIZED_EVENT = 'cigogne:unauthorized';

export const announceUnauthorized = () => window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
