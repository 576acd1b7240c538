/** The agent screens (spec 2.2): /agents, /agents/create, /agents/edit/{agent_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const AgentsListScreen = lazyScreen(() => import('./AgentsListScreen'));
const AgentFormScreen = lazyScreen(() => import('./AgentFormScreen'));

export const AGENT_SCREENS: readonly ScreenRoute[] = [
  { path: '/agents', render: () => <AgentsListScreen /> },
  { path: '/agents/create', render: () => <AgentFormScreen /> },
  { path: '/agents/edit/:agent_id', render: ({ agent_id }) => <AgentFormScreen key={agent_id} id={agent_id} /> },
];
