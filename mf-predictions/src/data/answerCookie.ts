/** docs/product.md#guest-answer-wizard: the guest's answer id, kept a year so a returning guest sees their summary. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const answerCookieName = (predictionId: string) => `prediction.${predictionId}.answer`;

export function readAnswerCookie(predictionId: string): string | null {
  // on the server (rendered only without this cookie: serverRenderedPaths' unlessCookie)
  if (typeof document === 'undefined') return null;
  const name = `${answerCookieName(predictionId)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(name));
  return entry ? decodeURIComponent(entry.slice(name.length)) : null;
}

export function writeAnswerCookie(predictionId: string, answerId: string): void {
  document.cookie = `${answerCookieName(predictionId)}=${encodeURIComponent(answerId)}; max-age=${MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

/** An answer the server no longer knows (deleted prediction, reset database): ask again. */
export function clearAnswerCookie(predictionId: string): void {
  document.cookie = `${answerCookieName(predictionId)}=; max-age=0; path=/; SameSite=Lax`;
}
