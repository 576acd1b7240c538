/** Every case of the authorization matrix, one file per resource. */
import { ANALYTICS_CASES } from './analytics';
import { BULK_CASES } from './bulk';
import { CALENDAR_CASES } from './calendar';
import { CATALOG_CASES } from './catalog';
import { CUSTOMER_CASES } from './customers';
import { INVOICE_CASES } from './invoices';
import { DASHBOARD_CASES } from './dashboard';
import type { AccessCase } from './model';
import { NOTIFICATION_CASES } from './notifications';
import { AGENT_CASES, PARTNER_CASES } from './partners';
import { PLAYBOOK_CASES } from './playbook';
import { PROFILE_CASES } from './profile';
import { PROJECT_CASES } from './projects';
import { PROJECT_COLLAB_CASES } from './projects-collab';
import { PROJECT_EXPORT_CASES } from './projects-export';
import { PROJECT_LIFECYCLE_CASES } from './projects-lifecycle';
import { REPORT_CASES } from './reports';
import { HOLIDAY_CASES, ROLE_CASES } from './roles';
import { REVIEW_CASES } from './reviews';
import { SAVED_VIEW_CASES } from './saved-views';
import { STORAGE_CASES } from './storage';
import { BRANCH_CASES, USER_CASES } from './users';

export const ACCESS_CASES: readonly AccessCase[] = [...ROLE_CASES, ...HOLIDAY_CASES, ...CUSTOMER_CASES, ...USER_CASES, ...BRANCH_CASES, ...PROFILE_CASES, ...CATALOG_CASES, ...PARTNER_CASES, ...AGENT_CASES, ...NOTIFICATION_CASES, ...CALENDAR_CASES, ...PROJECT_CASES, ...PROJECT_EXPORT_CASES, ...PROJECT_COLLAB_CASES, ...PROJECT_LIFECYCLE_CASES, ...ANALYTICS_CASES, ...PLAYBOOK_CASES, ...REPORT_CASES, ...STORAGE_CASES, ...DASHBOARD_CASES, ...REVIEW_CASES, ...INVOICE_CASES, ...SAVED_VIEW_CASES, ...BULK_CASES];
