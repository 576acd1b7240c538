// The project screens' pure parts: the list's query and export bodies, the form's checks and input,
// the scope mirrored from the server, and the gateway resolvers' REST calls.
import { describe, expect, it } from 'vitest';
import { validate, type DocumentNode } from 'graphql';
import { schema } from '../../src/gateway/schema';
import * as listQueries from '../../src/features/projects/use-projects';
import * as detailQueries from '../../src/features/projects/use-project';
import * as optionQueries from '../../src/features/projects/use-project-options';
import * as writes from '../../src/features/projects/use-project-writes';
import { groupPermissions, fullAccess, scopedAccess } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/user';
import { dispositionName } from '../../src/gateway/download';
import type { HttpRequest } from '../../src/gateway/http';
import { projectListBody, projects } from '../../src/gateway/resources/projects';
import { createRestAdapter } from '../../src/gateway/rest-adapter';
import type { GatewayContext } from '../../src/gateway/resource';
import { checkForm, initialValues, serverErrors, toInput, withCustomer, withService, withWorkType, type ProjectFormValues } from '../../src/features/projects/project-form';
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

  it('checks the required fields with their messages', () => {
    expect(checkForm(initialValues())).toEqual({
      name: 'This field is required',
      customer_id: 'Choose a customer',
      branch_id: 'Choose a branch',
      service_id: 'Choose a service',
      work_type: 'Choose a work type',
      due_date: 'This field is required',
    });
    expect(checkForm({ ...filled, due_date: '2026-02-30' })).toEqual({ due_date: 'Please choose a valid due date' });
    expect(checkForm(filled)).toBeNull();
  });

  it('becomes the input: trimmed, ids as numbers, empty text as null, revision on an update', () => {
    expect(toInput(filled)).toEqual({
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
    expect(toInput(filled, 3).revision).toBe(3);
  });

  it('puts server errors at their fields and keeps the rest', () => {
    expect(serverErrors({ name: 'Taken', 'added_service_ids.1': 'Unknown add-on', other: 'Odd' })).toEqual({ fields: { name: 'Taken', added_service_ids: 'Unknown add-on' }, rest: ['Odd'] });
  });

  it('drops the software with another service, and the branch with another customer', () => {
    expect(withService({ ...filled, software_id: '8' }, '5', 'FTE')).toMatchObject({ service_id: '5', software_id: '', work_type: 'FTE' });
    expect(withService({ ...filled, software_id: '8' }, '4', 'QTO')).toMatchObject({ software_id: '8', work_type: 'QTO' });
    expect(withService(filled, '', undefined)).toMatchObject({ service_id: '', work_type: 'QTO' });
    expect(withCustomer(filled, '8')).toMatchObject({ customer_id: '8', branch_id: '' });
    expect(withCustomer(filled, '7').branch_id).toBe('12');
  });

  it('keeps the service only while it is of the chosen work type', () => {
    expect(withWorkType({ ...filled, software_id: '8' }, 'FTE', 'QTO')).toMatchObject({ work_type: 'FTE', service_id: '', software_id: '' });
    expect(withWorkType(filled, 'QTO', 'QTO')).toMatchObject({ work_type: 'QTO', service_id: '4' });
    expect(withWorkType(filled, '', 'QTO')).toMatchObject({ work_type: '', service_id: '4' });
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

  it('builds the list body from the set filters only', () => {
    expect(projectListBody({ pageNumber: 1, pageSize: 10, search: '', sort: 'name', customer: 3, branch: null, status: 'pending', work_type: '' })).toEqual({ pageNumber: 1, pageSize: 10, sort: 'name', customer: 3, status: 'pending' });
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
    const documents = [listQueries, detailQueries, optionQueries, writes].flatMap((module) => Object.values(module).filter((value): value is DocumentNode => (value as Partial<DocumentNode>)?.kind === 'Document'));
    expect(documents.length).toBe(11);
    for (const document of documents) expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });
});
