/** A user-supplied string as HTML text or attribute value: shown, never run. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A paragraph as HTML: escaped, its line breaks kept. */
export const htmlText = (s: string) => escapeHtml(s).replace(/\n/g, '<br />');
