/** Whether a text is an absolute http(s) URL: the only links an item takes, and a shop page to read. */
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
