/**
 * /projects: the projects in scope, searched (debounced), filtered by customer (not for customer
 * users, who see their own only), branch, status, due (the dashboard's drill-down links), created days,
 * project code and client project number, sorted and paged; each row links to its view, with Edit where
 * the user may still edit it. Create Project for Enq.create; CSV and PDF exports of exactly the filtered
 * view. Selected rows can be exported, and the service provider can take a lifecycle action or assign
 * them together (ProjectBulkActions). The list refetches when anyone changes a project (record:changed,
 * src/gateway/live-records.ts). The page is the one record list's (RecordListPage).
 */
import { useMemo } from 'react';
import { Field, Input, Text } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { usDay } from '../../ui/format';
import { RecordLink, SubLine } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { FilterSelect } from '../../ui/list/filters';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { useListState } from '../../ui/records/use-list-state';
import { ListFilterText } from './ListFilterText';
import { ProjectBulkActions } from './ProjectBulkActions';
import { PROJECT_STATUS_OPTIONS, ProjectStatusBadge } from './ProjectStatusBadge';
import { dateRangeError, DUE_OPTIONS, exportBody, projectExports, type ProjectSort } from './project-list';
import { mayEditProject, projectScope, projectSide } from './project-scope';
import type { Project } from './project-fields';
import { useProjectCustomerOptions } from './use-project-options';
import { useProjectFilterBranches, useProjects } from './use-projects';

const NO_PROJECTS = { data: [], total: 0, hasMore: false, pageNumber: 1 };

const COLUMNS: (ListColumn<Project> & { shown?: 'customer' | 'branch' })[] = [
  { id: 'code', header: 'Code', sort: 'code', cell: (project) => <Text whiteSpace="nowrap">{project.code}</Text> },
  {
    id: 'name',
    header: 'Project',
    sort: 'name',
    primary: true,
    cell: (project) => (
      <>
        <RecordLink href={`/projects/view/${project.id}`}>{project.name}</RecordLink>
        {project.client_project_number && <SubLine fontWeight="normal">{project.client_project_number}</SubLine>}
      </>
    ),
  },
  { id: 'customer', header: 'Customer', sort: 'customer', shown: 'customer', cell: (project) => project.customer.name },
  { id: 'branch', header: 'Branch', shown: 'branch', cell: (project) => project.branch.name },
  // The work type (QTO, FTE, Others) under the service it belongs to: one column less, so the name has room at 1366 px.
  {
    id: 'service',
    header: 'Service',
    cell: (project) => (
      <>
        {project.service.name}
        <SubLine>{project.work_type}</SubLine>
      </>
    ),
  },
  { id: 'due_date', header: 'Due Date', sort: 'due_date', cell: (project) => <Text whiteSpace="nowrap">{usDay(project.due_date)}</Text> },
  { id: 'assignee', header: 'Assignee', cell: (project) => project.assignee?.name ?? '—' },
  { id: 'status', header: 'Status', sort: 'status', cell: (project) => <ProjectStatusBadge status={project.status} /> },
];

export default function ProjectsListScreen() {
  const { permissions, user } = useSession();
  const list = useListState<ProjectSort>('-created');
  const scope = projectScope(user, permissions);
  const rangeError = dateRangeError(list.filters.filter_start_date, list.filters.filter_end_date);
  const projects = useProjects(list.variables, rangeError !== null);
  const [{ data: customers }] = useProjectCustomerOptions(scope.ownCustomerId !== null);
  const [{ data: branches }] = useProjectFilterBranches(list.filters.customer);

  // A customer user's projects are all their customer's (and a branch user's all their branch's).
  const showCustomer = scope.ownCustomerId === null;
  const showBranch = !scope.ownBranchOnly;
  const provider = user !== null && projectSide(user) === 'provider' && can(permissions, 'Enq', 'update');
  const columns = useMemo(() => COLUMNS.filter((column) => (column.shown === 'customer' ? showCustomer : column.shown === 'branch' ? showBranch : true)), [showCustomer, showBranch]);
  const body = exportBody(list.variables);
  const dateFilter = (name: 'filter_start_date' | 'filter_end_date', label: string, error: string | null) => (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label textStyle="sm">{label}</Field.Label>
      <Input size="sm" type="date" value={list.filters[name] ?? ''} onChange={(event) => list.setFilter(name, event.target.value)} />
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <RecordListPage
      path="/projects"
      description="Estimating work ordered by customers: its status, due date and who delivers it."
      resource="projects"
      list={list}
      // An impossible date range asks nothing of the server and shows no projects.
      query={rangeError ? [{ data: { projects: NO_PROJECTS }, fetching: false }, projects[1]] : projects}
      search={{ label: 'Search project list', placeholder: 'Search by name, code or client project number' }}
      filters={
        <>
          {showCustomer && <FilterSelect list={list} name="customer" label="Filter by customer" placeholder="All customers" options={customers?.projectFilterCustomers} width="48" resets={['branch']} />}
          {showBranch && <FilterSelect list={list} name="branch" label="Filter by branch" placeholder="All branches" options={branches?.projectFilterBranches} />}
          <FilterSelect list={list} name="status" label="Filter by status" placeholder="All statuses" options={PROJECT_STATUS_OPTIONS} width="48" />
          <FilterSelect list={list} name="due" label="Filter by due date" placeholder="Any due date" options={DUE_OPTIONS} />
        </>
      }
      moreFilters={
        <>
          <ListFilterText label="Project Code" placeholder="PRJ-000123" value={list.filters.project_code ?? ''} onChange={(value) => list.setFilter('project_code', value)} />
          <ListFilterText label="Client Project Number" placeholder="Enter Client Project Number" value={list.filters.client_project_number ?? ''} onChange={(value) => list.setFilter('client_project_number', value)} />
          {dateFilter('filter_start_date', 'Created From', null)}
          {dateFilter('filter_end_date', 'Created To', rangeError)}
        </>
      }
      columns={columns}
      editable={(project) => mayEditProject(user, permissions, project.status)}
      exports={projectExports(body)}
      bulkActions={(selection) => <ProjectBulkActions selection={selection} provider={provider} exportBody={body} />}
    />
  );
}
