/**
 * The optional filters of list, report and option requests: an id or a day, where null, absent (and
 * for a day, '') mean "not filtered".
 */
/** An optional id or day filter; null or absent (a day also blank) means no filter: the contracts' fields (src/domain/contracts/filters.ts). */
export { filterDay, filterId } from '../../src/domain/contracts/filters';
