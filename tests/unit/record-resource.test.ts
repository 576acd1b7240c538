// The generic record resource of the gateway (src/gateway/record-resource.ts): every document the
// record screens send fits the generated schema, and each generated field calls its REST route with
// the body the server wants.
import { describe, expect, it } from 'vitest';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { gatewaySchema } from '../../src/gateway/schema';
import type { HttpRequest } from '../../src/gateway/http';
import type { GatewayContext } from '../../src/gateway/resource';
import { recordResource } from '../../src/gateway/record-resource';
import { createRestAdapter } from '../../src/gateway/rest-adapter';
import { holidays } from '../../src/gateway/resources/holidays';
import { partners } from '../../src/gateway/resources/partners';
import { services } from '../../src/gateway/resources/services';
import { numberedFilters, recordDocuments } from '../../src/ui/records/record-operations';
import { addedServices } from '../../src/gateway/resources/added-services';
import { holidays as holidayResource } from '../../src/gateway/resources/holidays';
import { roles } from '../../src/gateway/resources/roles';
import { softwares } from '../../src/gateway/resources/softwares';
import { ADDON_FIELDS } from '../../src/features/added-services/addon-fields';
import { HOLIDAY_FIELDS } from '../../src/features/holidays/holiday-fields';
import { ROLE_FIELDS } from '../../src/features/roles/role-fields';
import { SERVICE_FIELDS } from '../../src/features/services/service-fields';
import { SOFTWARE_FIELDS } from '../../src/features/softwares/software-fields';
import { BRANCH_FIELDS } from '../../src/features/branches/branch-fields';
import { PARTNER_DETAILS_FIELDS, PARTNER_FIELDS } from '../../src/features/partners/partner-fields';
import { USER_FIELDS } from '../../src/features/users/user-fields';
import { branches } from '../../src/gateway/resources/branches';
import { users } from '../../src/gateway/resources/users';
import { agents } from '../../src/gateway/resources/agents';
import { customers } from '../../src/gateway/resources/customers';
import { AGENT_DETAILS_FIELDS, AGENT_FIELDS } from '../../src/features/agents/agent-fields';
import { CUSTOMER_DETAIL_FIELDS, CUSTOMER_FIELDS } from '../../src/features/customers/customer-fields';
import { PROJECT_FIELDS, PROJECT_FORM_FIELDS } from '../../src/features/projects/project-fields';
import { projects } from '../../src/gateway/resources/projects';

const recordHooks = import.meta.glob<Record<string, unknown>>(
  [
    '../../src/features/{holidays,roles,softwares,services,added-services,branches,users,partners,customers,agents,projects,invoices,storage,approvals,nps,calendar}/use-*.ts',
    // The other typed documents of the screens: saved views, bulk actions, blocked days, a dashboard card, the playbook.
    '../../src/ui/records/use-saved-views.ts',
    '../../src/ui/list/bulk.ts',
    '../../src/gateway/resources/{calendar,dashboard,playbook}.ts',
  ],
  { eager: true },
);

function adapter() {
  const requests: HttpRequest[] = [];
  const http = async <T,>(request: HttpRequest): Promise<T> => {
    requests.push(request);
    return { status: 200, messages: 'Deleted', data: { id: 1 } } as T;
  };
  return { requests, api: createRestAdapter(http) };
}

type Resolvers = Record<string, (args: unknown, context: GatewayContext) => Promise<unknown>>;
const context = { signal: new AbortController().signal };

describe('the generic record resource', () => {
  it('fits every document of the record screens', () => {
    const documents = Object.entries(recordHooks).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => (value as Partial<DocumentNode>)?.kind === 'Document')
        .map(([name, value]) => ({ where: `${file} ${name}`, document: value as DocumentNode })),
    );
    // The records whose screens' documents come from their definition and fragment.
    const generated = [
      [holidayResource, HOLIDAY_FIELDS],
      [roles, ROLE_FIELDS],
      [softwares, SOFTWARE_FIELDS],
      [services, SERVICE_FIELDS],
      [addedServices, ADDON_FIELDS],
      [branches, BRANCH_FIELDS],
      [users, USER_FIELDS],
      [partners, PARTNER_FIELDS],
    ] as const;
    for (const [resource, fragment] of generated) {
      for (const [name, document] of Object.entries(recordDocuments(resource.definition, fragment))) {
        if (document) documents.push({ where: `${resource.definition.type} ${name}`, document });
      }
    }
    // Details with their own fragment, and writes that answer it (customers).
    for (const [resource, fragment, details] of [
      [agents, AGENT_FIELDS, { fragment: AGENT_DETAILS_FIELDS }],
      [partners, PARTNER_FIELDS, { fragment: PARTNER_DETAILS_FIELDS }],
      [customers, CUSTOMER_FIELDS, { fragment: CUSTOMER_DETAIL_FIELDS, writes: true }],
      [projects, PROJECT_FIELDS, { fragment: PROJECT_FORM_FIELDS, writes: true }],
    ] as const) {
      for (const [name, document] of Object.entries(recordDocuments(resource.definition, fragment, details))) {
        if (document) documents.push({ where: `${resource.definition.type} ${name}`, document });
      }
    }
    expect(documents.length).toBeGreaterThan(30);
    const errors = documents.flatMap(({ where, document }) => validate(gatewaySchema(), document).map((error) => `${where}: ${error.message}`));
    expect(errors).toEqual([]);
  });

  it("sends a list's Int filters chosen as text as numbers, and the rest as they are", () => {
    const variables = { pageNumber: 1, pageSize: 25, sort: 'name', customer: '4', lead: 7, status: 'active' };
    const sent = numberedFilters(branches.definition)(variables);
    expect(sent).toEqual({ pageNumber: 1, pageSize: 25, sort: 'name', customer: 4, lead: 7, status: 'active' });
  });

  it('generates the page, the queries and the writes of a record', () => {
    const widgets = recordResource({
      type: 'Widget',
      list: 'widgets',
      one: 'widget',
      rest: 'holidays',
      filters: { year: 'Int', kind: 'String' },
      status: true,
      typeDefs: 'type Widget { id: ID! name: String! }\ninput WidgetInput { name: String! }',
    });
    const built = buildSchema(`type Query\ntype Mutation\ntype DeleteResult { id: ID! messages: String! }\n${widgets.typeDefs}`);
    expect(Object.keys(built.getQueryType()!.getFields())).toEqual(['widgets', 'widget']);
    expect(built.getQueryType()!.getFields().widgets!.args.map((arg) => `${arg.name}: ${String(arg.type)}`)).toEqual([
      'pageNumber: Int!',
      'pageSize: Int',
      'search: String',
      'sort: String',
      'year: Int',
      'kind: String',
    ]);
    expect(Object.keys(built.getMutationType()!.getFields())).toEqual(['createWidget', 'updateWidget', 'setWidgetStatus', 'deleteWidget']);
    expect(Object.keys(widgets.cache.keys)).toEqual(['Widget', 'WidgetPage']);
    expect(Object.keys(widgets.cache.queries ?? {})).toEqual(['widget']);
    expect(Object.keys(widgets.cache.mutations).sort()).toEqual(['createWidget', 'deleteWidget', 'setWidgetStatus', 'updateWidget']);
  });

  it('calls the record’s REST routes, with only the filters that are set', async () => {
    const { requests, api } = adapter();
    const resolvers = holidays.resolvers(api) as Resolvers;
    await resolvers.holidays!({ pageNumber: 2, pageSize: 25, search: 'new', sort: '-holiday_from', year: 2026 }, context);
    await resolvers.holidays!({ pageNumber: 1, year: null }, context);
    await resolvers.holiday!({ id: '7' }, context);
    await resolvers.createHoliday!({ input: { holiday_name: 'Eve' } }, context);
    await resolvers.updateHoliday!({ id: '7', input: { holiday_name: 'Eve', revision: 3 } }, context);
    expect(await resolvers.deleteHoliday!({ id: '7' }, context)).toEqual({ id: '7', messages: 'Deleted' });
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/holidays', { pageNumber: 2, pageSize: 25, search: 'new', sort: '-holiday_from', year: 2026 }],
      ['POST', '/holidays', { pageNumber: 1 }],
      ['POST', '/holidays/details/7', {}],
      ['POST', '/holidays/create', { holiday_name: 'Eve' }],
      ['POST', '/holidays/update/7', { holiday_name: 'Eve', revision: 3 }],
      ['POST', '/holidays/delete/7', {}],
    ]);
  });

  it('adds the status route and keeps what a resource declares beyond the usual', async () => {
    const { requests, api } = adapter();
    const resolvers = services.resolvers(api) as Resolvers;
    await resolvers.setServiceStatus!({ id: '4', status: 'inactive' }, context);
    await resolvers.services!({ pageNumber: 1, status: 'active', work_type: 'QTO', software: 3 }, context);
    await resolvers.serviceSoftware!({ id: '4' }, context);
    expect(requests.map(({ path, body }) => [path, body])).toEqual([
      ['/services/status/4', { status: 'inactive' }],
      ['/services', { pageNumber: 1, status: 'active', work_type: 'QTO', software: 3 }],
      ['/services/softwaredetail/4', undefined],
    ]);
    expect(Object.keys(services.cache.keys)).toEqual(expect.arrayContaining(['Service', 'ServicePage', 'ServiceSoftware', 'AddOnOption']));
    // A partner's details carry prices and files a list row lacks: never answered from the list.
    expect(partners.cache.queries).toEqual({});
    expect(holidays.cache.queries?.holiday).toBeTypeOf('function');
  });

  it('sends a GET list as its query string, an id filter as a number, and a status without {id} in the body', async () => {
    const { requests, api } = adapter();
    const agent = agents.resolvers(api) as Resolvers;
    await agent.agents!({ pageNumber: 1, pageSize: 10, search: '', sort: 'name', partner: 3, status: null }, context);
    await agent.setAgentStatus!({ id: '5', status: 'inactive' }, context);
    await agent.removeAgentFile!({ id: '5', file_id: '9' }, context);
    const customer = customers.resolvers(api) as Resolvers;
    await customer.customers!({ pageNumber: 1, partner: '2', agent: '', sales_person: null, status: 'active' }, context);
    await customer.setCustomerStatus!({ id: '4', status: 'pending' }, context);
    await customer.describeCustomerFile!({ id: '4', file_id: '8', description: 'Scope' }, context);
    expect(requests.map(({ method, path, query, body }) => [method, path, query, body])).toEqual([
      ['GET', '/agents', { pageNumber: 1, pageSize: 10, sort: 'name', partner: 3 }, undefined],
      ['POST', '/agents/status', undefined, { id: 5, status: 'inactive' }],
      ['POST', '/agents/removefile/9', undefined, {}],
      ['POST', '/customers', undefined, { pageNumber: 1, partner: 2, status: 'active' }],
      ['POST', '/customers/status/4', undefined, { status: 'pending' }],
      ['POST', '/customers/createfiledata/4', undefined, { file_id: 8, description: 'Scope' }],
    ]);
    // Details carry files (and a customer's services and branches): never answered from a list row.
    expect(agents.cache.queries).toEqual({});
    expect(customers.cache.queries).toEqual({});
    expect(Object.keys(customers.cache.mutations)).toEqual(expect.arrayContaining(['extendCustomerTrial', 'removeCustomerFile', 'setCustomerStatus']));
    expect(Object.keys(agents.cache.keys)).toEqual(expect.arrayContaining(['Agent', 'AgentPage', 'AgentFile']));
  });
});
