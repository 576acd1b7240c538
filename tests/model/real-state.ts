/** Whether a real machine's snapshot is in the state with the given id, e.g. `forgotPassword.verify.editing`. */
export function matchesId(snapshot: { matches(value: never): boolean }, id: string): boolean {
  const [, ...path] = id.split('.');
  if (path.length === 0) return false;
  const value = path.slice(0, -1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), path.at(-1));
  return snapshot.matches(value as never);
}
