/** Every case of the authorization matrix, one file per resource. */
import { CATALOG_CASES } from './catalog';
import { CUSTOMER_CASES } from './customers';
import type { AccessCase } from './model';
import { NOTIFICATION_CASES } from './notifications';
import { AGENT_CASES, PARTNER_CASES } from './partners';
import { PROFILE_CASES } from './profile';
import { HOLIDAY_CASES, ROLE_CASES } from './roles';
import { BRANCH_CASES, USER_CASES } from './users';

export const ACCESS_CASES: readonly AccessCase[] = [...ROLE_CASES, ...HOLIDAY_CASES, ...CUSTOMER_CASES, ...USER_CASES, ...BRANCH_CASES, ...PROFILE_CASES, ...CATALOG_CASES, ...PARTNER_CASES, ...AGENT_CASES, ...NOTIFICATION_CASES];
