/**
 * Deleting a record others depend on is refused (issue 3 §4): the route counts the dependents inside
 * its delete transaction and throws this 409, which names them.
 */
import { HttpError } from '../errors';

/** `[count, singular, plural]`, e.g. `[3, 'branch', 'branches']`. */
export type Dependent = readonly [count: number, singular: string, plural: string];

function listed(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

export const DEFAULT_ADVICE = 'Remove them first, or make it inactive instead.';

/**
 * @example dependentsMessage('customer', [[3, 'branch', 'branches'], [1, 'user', 'users']])
 * // 'This customer still has 3 branches and 1 user. Remove them first, or make it inactive instead.'
 */
export function dependentsMessage(thing: string, dependents: readonly Dependent[], advice = DEFAULT_ADVICE): string | null {
  const held = dependents.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (held.length === 0) return null;
  return `This ${thing} still has ${listed(held)}. ${advice}`;
}

/** Throws 409 when any dependent count is above zero. */
export function refuseWhileUsed(thing: string, dependents: readonly Dependent[], advice?: string): void {
  const message = dependentsMessage(thing, dependents, advice);
  if (message) throw new HttpError(409, message);
}
