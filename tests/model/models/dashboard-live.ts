/** The dashboard's live refresh: pushed changes gather for a window, then the affected cards reload once. */
import { createMachine } from 'xstate';

export const liveModel = createMachine({
  id: 'live',
  initial: 'quiet',
  states: {
    quiet: { description: 'The dashboard shows its cards; nothing reloads', on: { 'push.unshownType': 'ignored', 'push.project': 'gatheringProject', 'socket.restored': 'gatheringAll' } },
    ignored: { description: 'A change no shown card depends on: nothing will reload', on: { 'window.elapsed': 'ignoredQuiet' } },
    ignoredQuiet: { description: 'Still nothing reloaded' },
    gatheringProject: { description: 'A project changed: the counts and project-status cards will reload', on: { 'push.burst': 'gatheringBurst', 'window.elapsed': 'refreshedProject', 'screen.hidesProjects': 'gatheringHidden' } },
    gatheringBurst: { description: 'Many changes arrive: each affected card will reload once', on: { 'window.elapsed': 'refreshedBurst' } },
    gatheringAll: { description: 'The connection came back: every card will reload', on: { 'window.elapsed': 'refreshedAll' } },
    gatheringHidden: { description: 'The stale cards left the screen: nothing will reload', on: { 'window.elapsed': 'refreshedNothing' } },
    refreshedProject: { description: 'The counts and project-status cards reloaded once', on: { 'push.review': 'gatheringReview' } },
    gatheringReview: { description: 'A review arrived: the counts and NPS cards will reload', on: { 'window.elapsed': 'refreshedReviewToo' } },
    refreshedReviewToo: { description: 'The counts and NPS cards reloaded' },
    refreshedBurst: { description: 'The counts, project-status and invoice cards reloaded once each' },
    refreshedAll: { description: 'Every card reloaded once' },
    refreshedNothing: { description: 'No card reloaded' },
  },
});

export const LIVE_STEPS: Record<string, string> = {
  'push.unshownType': 'Change a storage request elsewhere (no dashboard card shows storage)',
  'push.project': 'Change a project elsewhere',
  'push.review': 'Submit a review elsewhere',
  'push.burst': 'Change many projects and invoices elsewhere at once',
  'socket.restored': 'Drop the connection and let it come back',
  'screen.hidesProjects': 'Hide the counts and project-status cards',
  'window.elapsed': 'Wait for the refresh window to pass',
};

export const LIVE_REAL: Record<string, string> = {
  'live.quiet': 'dashboardLive.quiet',
  'live.ignored': 'dashboardLive.quiet',
  'live.ignoredQuiet': 'dashboardLive.quiet',
  'live.gatheringProject': 'dashboardLive.gathering',
  'live.gatheringBurst': 'dashboardLive.gathering',
  'live.gatheringAll': 'dashboardLive.gathering',
  'live.gatheringHidden': 'dashboardLive.gathering',
  'live.refreshedProject': 'dashboardLive.quiet',
  'live.gatheringReview': 'dashboardLive.gathering',
  'live.refreshedReviewToo': 'dashboardLive.quiet',
  'live.refreshedBurst': 'dashboardLive.quiet',
  'live.refreshedAll': 'dashboardLive.quiet',
  'live.refreshedNothing': 'dashboardLive.quiet',
};
