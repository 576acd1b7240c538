/**
 * Every flow machine's test model, in one list: what `npm run test:paths` prints, what the model
 * suite checks for transition coverage, and what the runners (tests/model/*.test.ts,
 * tests/e2e/paths*.test.ts, tests/api/project-lifecycle-paths.test.ts) import. A model is a
 * tester's view of a flow: events are what a user does or the server answers (`steps` says how to
 * make each happen), states are what the screen shows (each leaf's `description`).
 */
import type { AnyStateMachine } from 'xstate';
import { countdownMachine } from '../../src/machines/countdown';
import { dashboardLiveMachine } from '../../src/machines/dashboard-live';
import { forgotPasswordMachine } from '../../src/machines/forgot-password';
import { globalSearchMachine } from '../../src/machines/global-search';
import { holidayPopupMachine } from '../../src/machines/holiday-popup';
import { loginMachine } from '../../src/machines/login';
import { projectActionsMachine } from '../../src/machines/project-actions';
import { ratePopupMachine } from '../../src/machines/rate-popup';
import { feedMachine, realtimeMachine } from '../../src/machines/realtime';
import { sessionMachine } from '../../src/machines/session';
import { signInDialogsMachine } from '../../src/machines/sign-in-dialogs';
import { tabLeaderMachine } from '../../src/machines/tab-leader';
import { twoFactorMachine } from '../../src/machines/two-factor';
import { projectLifecycle } from '../../src/domain/project-lifecycle';
import { CODE_STEPS } from './models/code-step';
import { COUNTDOWN_REAL, COUNTDOWN_STEPS, countdownModel } from './models/countdown';
import { LIVE_REAL, LIVE_STEPS, liveModel } from './models/dashboard-live';
import { FORGOT_PASSWORD_REAL, FORGOT_PASSWORD_STEPS, FORGOT_PASSWORD_TRANSIENT, forgotPasswordModel } from './models/forgot-password';
import { SEARCH_REAL, SEARCH_STEPS, searchModel } from './models/global-search';
import { HOLIDAY_REAL, HOLIDAY_STEPS, holidayModel } from './models/holiday-popup';
import { LOGIN_REAL, LOGIN_STEPS, LOGIN_TRANSIENT, loginModel } from './models/login';
import { ACTIONS_REAL, ACTIONS_STEPS, actionsModel } from './models/project-actions';
import { describeLifecycle, LIFECYCLE_STEPS, LIFECYCLE_TRAVERSAL } from './models/project-lifecycle';
import { RATE_REAL, RATE_STEPS, rateModel } from './models/rate-popup';
import { CONNECTION_REAL, CONNECTION_STEPS, connectionModel, FEED_REAL, FEED_STEPS, feedModel } from './models/realtime';
import { SESSION_REAL, SESSION_STEPS, SESSION_TRANSIENT, sessionModel } from './models/session';
import { RETURN_REAL, RETURN_STEPS, RETURN_TRANSIENT, returnModel } from './models/session-return';
import { DIALOGS_REAL, DIALOGS_STEPS, dialogsModel } from './models/sign-in-dialogs';
import { TAB_LEADER_REAL, TAB_LEADER_STEPS, TAB_LEADER_TRANSIENT, tabLeaderModel } from './models/tab-leader';
import { TWO_FACTOR_REAL, twoFactorModel } from './models/two-factor';
import { generatePaths, leafOf, type FlowPath, type Traversal } from './support';

export interface FlowModel {
  /** Short name: `npm run test:paths -- --only <key>`. */
  key: string;
  title: string;
  /** Where a tester starts. */
  start: string;
  model: AnyStateMachine;
  /** What a tester does to make each event happen, by event label. */
  steps: Record<string, string>;
  /** The real machine and how the model's leaves map onto its states (checked by the model suites). */
  real?: { machine: AnyStateMachine; map: Record<string, string>; transient?: readonly string[] };
  traversal?: Traversal<AnyStateMachine>;
  /** What the screen shows in a model snapshot; by default the leaf's `description`. */
  describe?: (snapshot: never) => string;
  /** Which runner drives the paths against the real code. */
  runners: string[];
}

export const FLOW_MODELS: readonly FlowModel[] = [
  {
    key: 'login',
    title: 'Login',
    start: 'Open /forgot-password and follow "Back to login" (reached in the app, the form loads its captcha)',
    model: loginModel,
    steps: LOGIN_STEPS,
    real: { machine: loginMachine, map: LOGIN_REAL, transient: LOGIN_TRANSIENT },
    runners: ['tests/model/login.test.ts', 'tests/e2e/paths.test.ts'],
  },
  {
    key: 'two-factor',
    title: 'Two-factor code',
    start: 'Sign in as ops@example.com with the demo password: the code page opens and a code is mailed',
    model: twoFactorModel,
    steps: CODE_STEPS,
    real: { machine: twoFactorMachine, map: TWO_FACTOR_REAL },
    runners: ['tests/model/two-factor.test.ts', 'tests/e2e/paths.test.ts'],
  },
  {
    key: 'forgot-password',
    title: 'Forgot password',
    start: 'Open /forgot-password',
    model: forgotPasswordModel,
    steps: FORGOT_PASSWORD_STEPS,
    real: { machine: forgotPasswordMachine, map: FORGOT_PASSWORD_REAL, transient: FORGOT_PASSWORD_TRANSIENT },
    runners: ['tests/model/forgot-password.test.ts', 'tests/e2e/paths.test.ts'],
  },
  {
    key: 'countdown',
    title: 'Resend countdown',
    start: 'Open a code page (two-factor or forgot password)',
    model: countdownModel,
    steps: COUNTDOWN_STEPS,
    real: { machine: countdownMachine, map: COUNTDOWN_REAL },
    runners: ['tests/model/countdown.test.ts'],
  },
  {
    key: 'session',
    title: 'Session',
    start: 'Open the portal',
    model: sessionModel,
    steps: SESSION_STEPS,
    real: { machine: sessionMachine, map: SESSION_REAL, transient: SESSION_TRANSIENT },
    runners: ['tests/model/session.test.ts'],
  },
  {
    key: 'session-return',
    title: 'Deep links through sign-in',
    start: 'Sign out (or open a fresh browser)',
    model: returnModel,
    steps: RETURN_STEPS,
    real: { machine: sessionMachine, map: RETURN_REAL, transient: RETURN_TRANSIENT },
    runners: ['tests/model/session-return.test.ts', 'tests/e2e/auth.test.ts'],
  },
  {
    key: 'holiday-popup',
    title: 'Holiday popup',
    start: 'Sign in as admin@example.com',
    model: holidayModel,
    steps: HOLIDAY_STEPS,
    real: { machine: holidayPopupMachine, map: HOLIDAY_REAL },
    runners: ['tests/model/holiday-popup.test.ts', 'tests/e2e/paths-holiday-popup.test.ts'],
  },
  {
    key: 'rate-popup',
    title: 'Rating popup',
    start: 'Sign in as a customer user (which one decides whether the server asks: see the steps)',
    model: rateModel,
    steps: RATE_STEPS,
    real: { machine: ratePopupMachine, map: RATE_REAL },
    runners: ['tests/model/rate-popup.test.ts', 'tests/e2e/paths-rate-popup.test.ts'],
  },
  {
    key: 'sign-in-dialogs',
    title: 'Sign-in dialogs, one at a time',
    start: 'Sign in as a customer user in a holiday week (holiday reminder and rating popup both may be due)',
    model: dialogsModel,
    steps: DIALOGS_STEPS,
    real: { machine: signInDialogsMachine, map: DIALOGS_REAL },
    runners: ['tests/model/sign-in-dialogs.test.ts', 'tests/e2e/sign-in-dialogs.test.ts'],
  },
  {
    key: 'global-search',
    title: 'Global search',
    start: 'Sign in as admin@example.com; use the search box in the header',
    model: searchModel,
    steps: SEARCH_STEPS,
    real: { machine: globalSearchMachine, map: SEARCH_REAL },
    runners: ['tests/model/global-search.test.ts', 'tests/e2e/paths-global-search.test.ts'],
  },
  {
    key: 'project-actions',
    title: 'Project actions',
    start: 'Sign in as admin@example.com and open a pending project (for "Request Reopen": customeradmin@example.com on a completed project)',
    model: actionsModel,
    steps: ACTIONS_STEPS,
    real: { machine: projectActionsMachine, map: ACTIONS_REAL },
    runners: ['tests/model/project-actions.test.ts', 'tests/e2e/paths-project-actions.test.ts'],
  },
  {
    key: 'project-lifecycle',
    title: 'Project lifecycle',
    start: 'Create a project (status Pending) and open it as the provider and as the customer',
    model: projectLifecycle,
    steps: LIFECYCLE_STEPS,
    traversal: LIFECYCLE_TRAVERSAL as Traversal<AnyStateMachine>,
    describe: describeLifecycle,
    runners: ['tests/api/project-lifecycle-paths.test.ts'],
  },
  {
    key: 'realtime',
    title: 'Realtime connection',
    start: 'Sign in as admin@example.com',
    model: connectionModel,
    steps: CONNECTION_STEPS,
    real: { machine: realtimeMachine, map: CONNECTION_REAL },
    runners: ['tests/model/notifications.test.ts'],
  },
  {
    key: 'tab-leader',
    title: 'One connection per browser',
    start: 'Sign in as user@example.com; open more tabs of the portal in the same browser',
    model: tabLeaderModel,
    steps: TAB_LEADER_STEPS,
    real: { machine: tabLeaderMachine, map: TAB_LEADER_REAL, transient: TAB_LEADER_TRANSIENT },
    runners: ['tests/model/tab-leader.test.ts'],
  },
  {
    key: 'notification-feed',
    title: 'Notification feed',
    start: 'Sign in as admin@example.com with one unread notification; open the bell',
    model: feedModel,
    steps: FEED_STEPS,
    real: { machine: feedMachine, map: FEED_REAL },
    runners: ['tests/model/notifications.test.ts'],
  },
  {
    key: 'dashboard-live',
    title: 'Dashboard live refresh',
    start: 'Sign in as admin@example.com and stay on the dashboard',
    model: liveModel,
    steps: LIVE_STEPS,
    real: { machine: dashboardLiveMachine, map: LIVE_REAL },
    runners: ['tests/model/dashboard-live.test.ts'],
  },
];

export function flowModel(key: string): FlowModel {
  const found = FLOW_MODELS.find((flow) => flow.key === key);
  if (!found) throw new Error(`no flow model "${key}"`);
  return found;
}

/** The generated paths of a registered model: together they take every transition. */
export function pathsOf(flow: FlowModel): FlowPath[] {
  return generatePaths(flow.model, flow.traversal);
}

/** What the screen must show in a model snapshot. */
export function screenOf(flow: FlowModel, snapshot: unknown): string {
  if (flow.describe) return flow.describe(snapshot as never);
  const id = leafOf(flow.model, snapshot as { value: unknown });
  return flow.model.getStateNodeById(id).description ?? id;
}
