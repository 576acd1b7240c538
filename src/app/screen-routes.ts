/** Every shell screen, from each feature's route table (the paths of SHELL_ROUTES in src/domain/shell-routes.ts). */
import { BRANCH_SCREENS } from '../features/branches/routes';
import { CALENDAR_SCREENS } from '../features/calendar/routes';
import { CUSTOMER_SCREENS } from '../features/customers/routes';
import { DASHBOARD_SCREENS } from '../features/dashboard/routes';
import { HOLIDAY_SCREENS } from '../features/holidays/routes';
import { INVOICE_SCREENS } from '../features/invoices/routes';
import { AGENT_SCREENS } from '../features/agents/routes';
import { PARTNER_SCREENS } from '../features/partners/routes';
import { PROFILE_SCREENS } from '../features/profile/routes';
import { ROLE_SCREENS } from '../features/roles/routes';
import { USER_SCREENS } from '../features/users/routes';
import { ADDED_SERVICE_SCREENS } from '../features/added-services/routes';
import { SERVICE_SCREENS } from '../features/services/routes';
import { SOFTWARE_SCREENS } from '../features/softwares/routes';
import { NOTIFICATION_SCREENS } from '../features/notifications/routes';
import { PROJECT_SCREENS } from '../features/projects/routes';
import { REPORT_SCREENS } from '../features/reports/routes';
import { ANALYTICS_SCREENS } from '../features/analytics/routes';
import { PLAYBOOK_SCREENS } from '../features/playbook/routes';
import { NPS_SCREENS } from '../features/nps/routes';
import { STORAGE_SCREENS } from '../features/storage/routes';
import { APPROVAL_SCREENS } from '../features/approvals/routes';
import type { ScreenRoute } from '../ui/screen-route';

export const SCREEN_ROUTES: readonly ScreenRoute[] = [...ROLE_SCREENS, ...HOLIDAY_SCREENS, ...CUSTOMER_SCREENS, ...USER_SCREENS, ...BRANCH_SCREENS, ...PROFILE_SCREENS, ...SERVICE_SCREENS, ...ADDED_SERVICE_SCREENS, ...SOFTWARE_SCREENS, ...PARTNER_SCREENS, ...AGENT_SCREENS, ...NOTIFICATION_SCREENS, ...PROJECT_SCREENS, ...CALENDAR_SCREENS, ...REPORT_SCREENS, ...ANALYTICS_SCREENS, ...PLAYBOOK_SCREENS, ...INVOICE_SCREENS, ...NPS_SCREENS, ...DASHBOARD_SCREENS, ...STORAGE_SCREENS, ...APPROVAL_SCREENS];
