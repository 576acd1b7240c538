/**
 * /projects: the projects in scope, searched (debounced), filtered by customer (not for customer
 * users, who see their own only), branch, status, created days, project code and client project
 * number, sorted and paged; each row links to its view, with Edit where the user may still edit it.
 * Create Project for Enq.create; CSV and PDF exports of exactly the filtered view. Selected rows can be
 * exported, and the service provider can take a lifecycle action or assign them together
 * (ProjectBulkActions). The list refetches when anyone changes a project (record:changed,
 * src/gateway/live-records.ts).
 */
import { useMemo } from 'react';
import { Button, Field, Flex, HStack, Input, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { usDay } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { OptionSelect } from '../../ui/records/OptionSelect';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { EditLink } from '../../ui/records/RowActions';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ListFilterText } from './ListFilterText';
import { ProjectBulkActions } from './ProjectBulkActions';
import { ProjectExports } from './ProjectExports';
import { PROJECT_STATUS_OPTIONS, ProjectStatusBadge } from './ProjectStatusBadge';
import { dateRangeError, exportBody, type ProjectSort } from './project-list';
import { mayEditProject, projectScope, projectSide } from './project-scope';
import { useProjectFilterBranches, useProjectFilterCustomers, useProjects } from './use-projects';

type ProjectRow = NonNullable<ReturnType<typeof useProjects>[0]['data']>['projects']['data'][number];

const NO_PROJECTS = { data: [], total: 0, hasMore: false };

const COLUMNS: (ListColumn<ProjectRow> & { shown?: 'customer' | 'branch' })[] = [
  { id: 'code', header: 'Code', sort: 'code', cell: (project) => <Text whiteSpace="nowrap">{project.code}</Text> },
  {
    id: 'name',
    header: 'Project',
    sort: 'name',
    primary: true,
    cell: (project) => (
      <>
        <ChakraLink asChild color="brand.700">
          <Link href={`/projects/view/${project.id}`}>{project.name}</Link>
        </ChakraLink>
        {project.client_project_number && (
          <Text textStyle="xs" color="fg.muted" fontWeight="normal">
            {project.client_project_number}
          </Text>
        )}
      </>
    ),
  },
  { id: 'customer', header: 'Customer', sort: 'customer', shown: 'customer', cell: (project) => project.customer.name },
  { id: 'branch', header: 'Branch', shown: 'branch', cell: (project) => project.branch.name },
  { id: 'service', header: 'Service', cell: (project) => project.service.name },
  { id: 'work_type', header: 'Work Type', cell: (project) => project.work_type },
  { id: 'due_date', header: 'Due Date', sort: 'due_date', cell: (project) => <Text whiteSpace="nowrap">{usDay(project.due_date)}</Text> },
  { id: 'assignee', header: 'Assignee', cell: (project) => project.assignee?.name ?? '—' },
  { id: 'status', header: 'Status', sort: 'status', cell: (project) => <ProjectStatusBadge status={project.status} /> },
];

/** The due filter (the dashboard's Open, Overdue and Due This Week counts link here). */
const DUE_OPTIONS = [
  { id: 'open', name: 'Open' },
  { id: 'overdue', name: 'Overdue' },
  { id: 'this_week', name: 'Due this week' },
];

export default function ProjectsListScreen() {
  useDocumentTitle('Manage Projects');
  const { permissions, user } = useSession();
  const list = useListState<ProjectSort>('-created');
  const scope = projectScope(user, permissions);
  const rangeError = dateRangeError(list.filters.filter_start_date, list.filters.filter_end_date);
  const [{ data, fetching, error }, reexecute] = useProjects(list.variables, rangeError !== null);
  const [{ data: customers }] = useProjectFilterCustomers(scope.ownCustomerId !== null);
  const [{ data: branches }] = useProjectFilterBranches(list.filters.customer);

  // A customer user's projects are all their customer's (and a branch user's all their branch's).
  const showCustomer = scope.ownCustomerId === null;
  const showBranch = !scope.ownBranchOnly;
  const mayCreate = can(permissions, 'Enq', 'create');
  const provider = user !== null && projectSide(user) === 'provider' && can(permissions, 'Enq', 'update');
  const rows = data?.projects.data;
  const mayEdit = (status: Parameters<typeof mayEditProject>[2]) => mayEditProject(user, permissions, status);
  const anyEditable = data?.projects.data.some((project) => mayEdit(project.status)) ?? false;
  const setCustomer = (value: string) => {
    list.setFilters({ customer: value, branch: '' });
  };
  const columns = useMemo(() => COLUMNS.filter((column) => (column.shown === 'customer' ? showCustomer : column.shown === 'branch' ? showBranch : true)), [showCustomer, showBranch]);
  const dateFilter = (name: 'filter_start_date' | 'filter_end_date', label: string, error: string | null) => (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label textStyle="sm">{label}</Field.Label>
      <Input size="sm" type="date" value={list.filters[name] ?? ''} onChange={(event) => list.setFilter(name, event.target.value)} />
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Projects" description="Estimating work ordered by customers: its status, due date and who delivers it." />
        <HStack gap="2" wrap="wrap">
          <ProjectExports body={exportBody(list.variables)} />
          {mayCreate && (
            <Button asChild colorPalette="brand">
              <Link href="/projects/create">Create Project</Link>
            </Button>
          )}
        </HStack>
      </Flex>

      <RecordListView
        list={list}
        views="projects"
        // An impossible date range asks nothing of the server and shows no projects.
        state={{ page: rangeError ? NO_PROJECTS : data?.projects, fetching, error: rangeError ? undefined : error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['project', 'projects']}
        search={{ label: 'Search project list', placeholder: 'Search by name, code or client project number' }}
        filters={
          <>
            {showCustomer && (
              <OptionSelect size="sm" width="48" label="Filter by customer" placeholder="All customers" value={list.filters.customer ?? ''} options={customers?.projectFilterCustomers} onChange={setCustomer} />
            )}
            {showBranch && (
              <OptionSelect size="sm" width="44" label="Filter by branch" placeholder="All branches" value={list.filters.branch ?? ''} options={branches?.projectFilterBranches} onChange={(value) => list.setFilter('branch', value)} />
            )}
            <OptionSelect size="sm" width="48" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={PROJECT_STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
            <OptionSelect size="sm" width="44" label="Filter by due date" placeholder="Any due date" value={list.filters.due ?? ''} options={DUE_OPTIONS} onChange={(value) => list.setFilter('due', value)} />
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
        nameOf={(project) => project.name}
        bulk={{
          more: (selection) => (
            <ProjectBulkActions
              selection={selection}
              statuses={rows?.filter((project) => selection.ids.includes(project.id)).map((project) => project.status) ?? []}
              provider={provider}
              exportBody={exportBody(list.variables)}
            />
          ),
        }}
        rowActions={anyEditable ? (project) => mayEdit(project.status) && <EditLink href={`/projects/edit/${project.id}`} name={project.name} /> : undefined}
      />
    </>
  );
}
