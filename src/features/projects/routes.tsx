/** The projects screens (spec 2.2): /projects, /projects/create, /projects/edit/{project_id}, /projects/view/{project_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const ProjectsListScreen = lazyScreen(() => import('./ProjectsListScreen'));
const ProjectFormScreen = lazyScreen(() => import('./ProjectFormScreen'));
const ProjectViewScreen = lazyScreen(() => import('./view/ProjectViewScreen'));

export const PROJECT_SCREENS: readonly ScreenRoute[] = [
  { path: '/projects', render: () => <ProjectsListScreen /> },
  { path: '/projects/create', render: () => <ProjectFormScreen /> },
  { path: '/projects/edit/:project_id', render: ({ project_id }) => <ProjectFormScreen key={project_id} id={project_id} /> },
  // Also answers `/projects/view/{id}/`, where notifications and chats open it (wouter allows the trailing slash).
  { path: '/projects/view/:project_id', render: ({ project_id }) => <ProjectViewScreen key={project_id} projectId={project_id ?? ''} /> },
];
