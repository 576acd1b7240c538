/**
 * Every built shell screen, from each feature's route table. A route of spec 2.2 not listed here shows
 * the "Coming soon" panel (shell-routes.ts).
 */
import { ROLE_SCREENS } from '../features/roles/routes';
import type { ScreenRoute } from '../ui/screen-route';

export const SCREEN_ROUTES: readonly ScreenRoute[] = [...ROLE_SCREENS];
