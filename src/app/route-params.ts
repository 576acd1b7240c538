/**
 * Route parameters arrive percent-encoded (wouter decodes with decodeURI, which leaves `%40` and
 * friends alone), so screens get them through here.
 */
export function decodeParam(value: string | undefined): string {
  if (value === undefined) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
