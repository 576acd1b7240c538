/** Every case of the authorization matrix, one file per resource. */
import type { AccessCase } from './model';
import { HOLIDAY_CASES, ROLE_CASES } from './roles';

export const ACCESS_CASES: readonly AccessCase[] = [...ROLE_CASES, ...HOLIDAY_CASES];
