/**
 * One CSV field: always quoted, quotes doubled, and a leading = + - @ tab or carriage return
 * neutralised with an apostrophe so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Rows as CSV text (RFC 4180 line ends) for a spreadsheet: a UTF-8 byte order mark, so Excel reads
 * the accents, and the separator of the reader's locale (French Excel splits on `;`, since its
 * decimal mark is the comma).
 */
export function toCsv(rows: (string | number | null | undefined)[][], separator: ',' | ';' = ','): string {
  return '\uFEFF' + rows.map((row) => row.map(csvField).join(separator)).join('\r\n') + '\r\n';
}
