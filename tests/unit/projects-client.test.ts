// The project screens' pure parts: the list's query and export bodies, the form's checks and input,
// the scope mirrored from the server, and the gateway resolvers' REST calls.
import { describe, expect, it } from 'vitest';
import { validate, type DocumentNode } from 'graphql';
import { gatewaySchema } from '../../src/gateway/schema';
import * as listQueries from '../../src/features/projects/use-projects';
import * as optionQueries from '../../src/features/projects/use-project-options';
import { groupPermissions, fullAccess, scopedAccess } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/user';
import { dispositionName } from '../../src/gateway/download';
import type { HttpRequest } from '../../src/gateway/http';
import { projects } from '../../src/gateway/resources/projects';
import { createRestAdapter } from '../../src/gateway/rest-adapter';
import type { GatewayContext } from '../../src/gateway/resource';
import { CHOICES, afterServiceChosen, afterWorkTypeChosen, initialValues, toInput, toProjectInput, type ProjectFormValues } from '../../src/features/projects/project-form';
import { projectFormContract } from '../../src/domain/contracts/project';
import { dateRangeError, exportBody, queryVariables, type ProjectSort } from '../../src/features/projects/project-list';
import { mayEditProject, projectScope, projectSide } from '../../src/features/projects/project-scope';
import type { ListVariables } from '../../src/ui/records/use-list-state';

const staff: SessionUser = {
  id: 1,
  email: 'admin@example.com',
  name: 'Alice Morgan',
  role: 'Administrator',
  image_uri: null,
  version: 'v1',
  permissions: [],
  is_admin: true,
  ispartner: false,
  isagent: false,
  ispartneruser: false,
  billing_type: 'standard',
  type: null,
  customer_id: null,
};
const customerAdmin: SessionUser = { ...staff, is_admin: false, type: 'Customer Admin', customer_id: 7 };
const branchUser: SessionUser = { ...customerAdmin, type: 'User' };
const agent: SessionUser = { ...staff, is_admin: false, isagent: true };
const partnerUser: SessionUser = { ...staff, is_admin: false, ispartneruser: true };
const scoped = groupPermissions(scopedAccess(['Enq']));
const everything = groupPermissions(fullAccess(['Enq']));

describe('project list variables', () => {
  const variables: ListVariables<ProjectSort> = { pageNumber: 2, pageSize: 10, sort: '-due_date', search: 'loft', customer: '3', branch: '9', status: 'on_hold', project_code: 'PRJ-0001', filter_start_date: '2026-01-01', stray: 'x' };

  it('sends record ids as numbers and leaves unknown and empty filters out', () => {
    expect(queryVariables(variables)).toEqual({ pageNumber: 2, pageSize: 10, sort: '-due_date', search: 'loft', customer: 3, branch: 9, status: 'on_hold', project_code: 'PRJ-0001', filter_start_date: '2026-01-01' });
    expect(queryVariables({ pageNumber: 1, pageSize: 10, sort: 'name', customer: '' })).toEqual({ pageNumber: 1, pageSize: 10, sort: 'name' });
  });

  it('exports exactly the filtered view, without a page', () => {
    expect(exportBody(variables)).toEqual({ sort: '-due_date', search: 'loft', customer: 3, branch: 9, status: 'on_hold', project_code: 'PRJ-0001', filter_start_date: '2026-01-01' });
  });

  it('refuses a backwards day range', () => {
    expect(dateRangeError('2026-02-01', '2026-01-31')).toBe('The start date must be on or before the end date');
    expect(dateRangeError('2026-02-01', '2026-02-01')).toBeNull();
    expect(dateRangeError(undefined, '2026-01-31')).toBeNull();
  });
});

describe('project form', () => {
  const filled: ProjectFormValues = {
    name: '  Denver Annex ',
    client_project_number: ' CPN-77 ',
    customer_id: '7',
    branch_id: '12',
    service_id: '4',
    software_id: '',
    work_type: 'QTO',
    due_date: '2026-12-15',
    added_service_ids: ['2', '5'],
    scope_of_work: '  ',
  };

  it('starts a customer user on their own customer, and an edit on the project', () => {
    expect(initialValues(undefined, 7)).toMatchObject({ customer_id: '7', branch_id: '', work_type: '', added_service_ids: [] });
    expect(initialValues(undefined, null).customer_id).toBe('');
  });

  it('checks the fields with the contract: a choice left empty is named', () => {
    const messages = (values: ProjectFormValues) => {
      const result = projectFormContract.safeParse(toInput(values));
      // The first message of a field is the one it shows.
      return result.success ? null : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(messages(initialValues())).toEqual({
      name: 'This field is required',
      customer_id: 'Choose a customer',
      branch_id: 'Choose a branch',
      service_id: 'Choose a service',
      work_type: 'Choose a work type',
      due_date: 'Due date is required',
    });
    expect(CHOICES).toEqual(['customer_id', 'branch_id', 'service_id', 'work_type']);
    expect(messages({ ...filled, due_date: '2026-02-30' })).toEqual({ due_date: 'Due date must be a date in the form YYYY-MM-DD' });
    expect(messages({ ...filled, name: 'x'.repeat(201) })).toEqual({ name: 'Must be at most 200 characters' });
    expect(messages({ ...filled, added_service_ids: ['2', '2'] })).toEqual({ 'added_service_ids.1': 'Each add-on can be chosen once' });
    expect(messages(filled)).toBeNull();
  });

  it('sends the checked input: trimmed, ids as numbers, empty text as null, revision on an update', () => {
    const input = projectFormContract.parse(toInput(filled));
    expect(toProjectInput(input)).toEqual({
      name: 'Denver Annex',
      client_project_number: 'CPN-77',
      customer_id: 7,
      branch_id: 12,
      service_id: 4,
      software_id: null,
      work_type: 'QTO',
      due_date: '2026-12-15',
      added_service_ids: [2, 5],
      scope_of_work: null,
    });
    expect(toProjectInput(input, 3).revision).toBe(3);
  });

  it('drops the software with another service and takes its work type', () => {
    expect(afterServiceChosen('5', 'FTE')).toEqual({ software_id: '', work_type: 'FTE' });
    expect(afterServiceChosen('5', null)).toEqual({ software_id: '' });
    expect(afterServiceChosen('', undefined)).toEqual({ software_id: '' });
  });

  it('keeps the service only while it is of the chosen work type', () => {
    expect(afterWorkTypeChosen('FTE', 'QTO')).toEqual({ service_id: '', software_id: '' });
    expect(afterWorkTypeChosen('QTO', 'QTO')).toEqual({});
    expect(afterWorkTypeChosen('', 'QTO')).toEqual({});
  });
});

describe('project scope mirrored on the client', () => {
  it('fixes the customer of customer users, and the branch of all but customer admins', () => {
    expect(projectScope(staff, everything)).toEqual({ ownCustomerId: null, ownBranchOnly: false });
    expect(projectScope(partnerUser, scoped)).toEqual({ ownCustomerId: null, ownBranchOnly: false });
    expect(projectScope(customerAdmin, scoped)).toEqual({ ownCustomerId: 7, ownBranchOnly: false });
    expect(projectScope(branchUser, scoped)).toEqual({ ownCustomerId: 7, ownBranchOnly: true });
    expect(projectScope(null, scoped)).toEqual({ ownCustomerId: null, ownBranchOnly: false });
  });

  it('offers Edit as the server allows it: providers while open, customers while pending, agents never', () => {
    expect([staff, partnerUser, agent, branchUser].map(projectSide)).toEqual(['provider', 'provider', 'agent', 'customer']);
    expect(mayEditProject(staff, everything, 'on_hold')).toBe(true);
    expect(mayEditProject(staff, everything, 'completed')).toBe(false);
    expect(mayEditProject(branchUser, scoped, 'pending')).toBe(true);
    expect(mayEditProject(branchUser, scoped, 'in_progress')).toBe(false);
    expect(mayEditProject(agent, scoped, 'pending')).toBe(false);
    expect(mayEditProject(staff, groupPermissions(['Enq.view']), 'pending')).toBe(false);
  });
});

describe('projects gateway', () => {
  const context: GatewayContext = { signal: new AbortController().signal };
  const recorded = () => {
    const requests: HttpRequest[] = [];
    const http = async <T,>(request: HttpRequest): Promise<T> => {
      requests.push(request);
      return { status: 200, messages: 'ok', data: request.path.includes('scopebyservice') ? { id: 4, scope_of_work: 'Take off all walls' } : [] } as T;
    };
    return { requests, resolvers: projects.resolvers(createRestAdapter(http)) as Record<string, (args: unknown, context: GatewayContext) => Promise<unknown>> };
  };

  it('builds the list body from the set filters only', async () => {
    const { requests, resolvers } = recorded();
    await resolvers.projects!({ pageNumber: 1, pageSize: 10, search: '', sort: 'name', customer: 3, branch: null, status: 'pending', work_type: '' }, context);
    expect(requests[0]?.body).toEqual({ pageNumber: 1, pageSize: 10, sort: 'name', customer: 3, status: 'pending' });
  });

  it('calls the contract paths', async () => {
    const { requests, resolvers } = recorded();
    await resolvers.projects!({ pageNumber: 1, client_project_number: 'CPN' }, context);
    await resolvers.projectBranchOptions!({ customer_id: 7 }, context);
    await resolvers.projectFilterBranches!({}, context);
    await resolvers.projectSoftwareOptions!({ service_id: 4 }, context);
    expect(await resolvers.projectScopeByService!({ service_id: 4, branch_id: 12 }, context)).toBe('Take off all walls');
    await resolvers.updateProject!({ id: '5', input: { name: 'x', revision: 2 } }, context);
    expect(requests.map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`)).toEqual([
      'POST /projects {"pageNumber":1,"client_project_number":"CPN"}',
      'POST /projects/branches {"customer_id":7}',
      'POST /projects/filterbranches {}',
      'GET /services/softwaredetail/4 null',
      'POST /projects/scopebyservice/4 {"branch_id":12}',
      'POST /projects/update/5 {"name":"x","revision":2}',
    ]);
  });
});

describe('export file names', () => {
  it('reads Content-Disposition, encoded or plain', () => {
    expect(dispositionName('attachment; filename="projects.csv"')).toBe('projects.csv');
    expect(dispositionName("attachment; filename*=UTF-8''projects%20list.pdf")).toBe('projects list.pdf');
    expect(dispositionName(null)).toBeNull();
  });
});

describe('the project screens\' GraphQL', () => {
  it('fits the gateway schema', () => {
    const documents = [listQueries, optionQueries, listQueries.projectOperations.documents].flatMap((module) => Object.values(module).filter((value): value is DocumentNode => (value as Partial<DocumentNode>)?.kind === 'Document'));
    expect(documents.length).toBe(11);
    for (const document of documents) expect(validate(gatewaySchema(), document).map((error) => error.message)).toEqual([]);
  });
});
