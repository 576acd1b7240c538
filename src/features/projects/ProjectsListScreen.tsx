/**
 * /projects: the projects in scope, searched (debounced), filtered by customer (not for customer
 * users, who see their own only), branch, status, created days, project code and client project
 * number, sorted and paged; each row links to its view, with Edit where the user may still edit it.
 * Create Project for Enq.create; CSV and PDF exports of exactly the filtered view. The list refetches
 * when anyone changes a project (record:changed, src/gateway/live-records.ts).
 */
import { Button, Field, Flex, Grid, HStack, Input, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { usDay } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { ActionsCell, EditLink } from '../../ui/records/RowActions';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ListFilterText } from './ListFilterText';
import { ProjectExports } from './ProjectExports';
import { PROJECT_STATUS_OPTIONS, ProjectStatusBadge } from './ProjectStatusBadge';
import { dateRangeError, exportBody, type ProjectSort } from './project-list';
import { mayEditProject, projectScope } from './project-scope';
import { useProjectFilterBranches, useProjectFilterCustomers, useProjects } from './use-projects';

export default function ProjectsListScreen() {
  useDocumentTitle('Manage Projects');
  const { permissions, user } = useSession();
  const list = useListState<ProjectSort>('-created');
  const scope = projectScope(user, permissions);
  const rangeError = dateRangeError(list.filters.filter_start_date, list.filters.filter_end_date);
  const [{ data, fetching, error }] = useProjects(list.variables, rangeError !== null);
  const [{ data: customers }] = useProjectFilterCustomers(scope.ownCustomerId !== null);
  const [{ data: branches }] = useProjectFilterBranches(list.filters.customer);

  const page = data?.projects;
  // A customer user's projects are all their customer's (and a branch user's all their branch's).
  const showCustomer = scope.ownCustomerId === null;
  const showBranch = !scope.ownBranchOnly;
  const mayCreate = can(permissions, 'Enq', 'create');
  const mayEdit = (status: Parameters<typeof mayEditProject>[2]) => mayEditProject(user, permissions, status);
  const anyEditable = page?.data.some((project) => mayEdit(project.status)) ?? false;
  const setCustomer = (value: string) => {
    list.setFilter('customer', value);
    list.setFilter('branch', '');
  };
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

      <ListPanel>
        <ListToolbar label="Search project list" placeholder="Search by name, code or client project number" list={list} refreshing={fetching && Boolean(page)} views="projects">
          {showCustomer && (
            <OptionSelect size="sm" width="48" label="Filter by customer" placeholder="All customers" value={list.filters.customer ?? ''} options={customers?.projectFilterCustomers} onChange={setCustomer} />
          )}
          {showBranch && (
            <OptionSelect size="sm" width="44" label="Filter by branch" placeholder="All branches" value={list.filters.branch ?? ''} options={branches?.projectFilterBranches} onChange={(value) => list.setFilter('branch', value)} />
          )}
          <OptionSelect size="sm" width="48" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={PROJECT_STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
        </ListToolbar>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, minmax(0, 14rem))' }} gap="3" p="4" borderBottomWidth="1px" borderColor="border.muted" alignItems="start">
          <ListFilterText label="Project Code" placeholder="PRJ-000123" value={list.filters.project_code ?? ''} onChange={(value) => list.setFilter('project_code', value)} />
          <ListFilterText label="Client Project Number" placeholder="Enter Client Project Number" value={list.filters.client_project_number ?? ''} onChange={(value) => list.setFilter('client_project_number', value)} />
          {dateFilter('filter_start_date', 'Created From', null)}
          {dateFilter('filter_end_date', 'Created To', rangeError)}
        </Grid>
        <ListStates failure={rangeError ? null : failureOf(error)} loading={!page && !rangeError} empty={rangeError !== null || page?.data.length === 0} noun="projects" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="code">
                  Code
                </SortHeader>
                <SortHeader list={list} field="name">
                  Project
                </SortHeader>
                {showCustomer && (
                  <SortHeader list={list} field="customer">
                    Customer
                  </SortHeader>
                )}
                {showBranch && <Table.ColumnHeader>Branch</Table.ColumnHeader>}
                <Table.ColumnHeader>Service</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">Work Type</Table.ColumnHeader>
                <SortHeader list={list} field="due_date">
                  Due Date
                </SortHeader>
                <Table.ColumnHeader>Assignee</Table.ColumnHeader>
                <SortHeader list={list} field="status">
                  Status
                </SortHeader>
                {anyEditable && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page?.data.map((project) => (
                <Table.Row key={project.id}>
                  <Table.Cell whiteSpace="nowrap">{project.code}</Table.Cell>
                  <Table.Cell fontWeight="medium">
                    <ChakraLink asChild color="brand.700">
                      <Link href={`/projects/view/${project.id}`}>{project.name}</Link>
                    </ChakraLink>
                    {project.client_project_number && (
                      <Text textStyle="xs" color="fg.muted">
                        {project.client_project_number}
                      </Text>
                    )}
                  </Table.Cell>
                  {showCustomer && <Table.Cell>{project.customer.name}</Table.Cell>}
                  {showBranch && <Table.Cell>{project.branch.name}</Table.Cell>}
                  <Table.Cell>{project.service.name}</Table.Cell>
                  <Table.Cell>{project.work_type}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{usDay(project.due_date)}</Table.Cell>
                  <Table.Cell>{project.assignee?.name ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <ProjectStatusBadge status={project.status} />
                  </Table.Cell>
                  {anyEditable && <ActionsCell>{mayEdit(project.status) && <EditLink href={`/projects/edit/${project.id}`} name={project.name} />}</ActionsCell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={rangeError ? undefined : page} noun={['project', 'projects']} />
      </ListPanel>
    </>
  );
}
