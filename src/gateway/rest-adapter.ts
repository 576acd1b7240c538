/**
 * The REST adapter: every API call the gateway makes, named by operation, over an injected HTTP
 * client that sends the token and maps failures (spec §8). The table below is the whole API surface
 * the screens use; paths are spec §7's where it names them and DESIGN §5's pattern elsewhere.
 * Answers are unwrapped from the `{ status, messages, data }` envelope.
 */
import type { HttpClient, Method } from './http';

type Endpoint = { method: Method; path: string };
type RecordRoute = 'list' | 'create' | 'details' | 'update' | 'delete' | 'status' | 'bulkstatus' | 'bulkdelete';
const RECORD_PATHS: Record<RecordRoute, string> = { list: '', create: '/create', details: '/details/{id}', update: '/update/{id}', delete: '/delete/{id}', status: '/status/{id}', bulkstatus: '/bulkstatus', bulkdelete: '/bulkdelete' };
const CRUD = ['list', 'create', 'details', 'update', 'delete'] as const;
const WITH_STATUS = [...CRUD, 'status', 'bulkstatus', 'bulkdelete'] as const;

/**
 * A record resource's routes in DESIGN §5's pattern, all POST: `/x` (the list), `/x/create`,
 * `/x/details/{id}`, `/x/update/{id}`, `/x/delete/{id}`, `/x/status/{id}`, and the record kernel's
 * `/x/bulkstatus` and `/x/bulkdelete` (one result per id, server/records/resource.ts); `differ` gives
 * those the spec says otherwise.
 */
function recordRoutes<const P extends string, const N extends RecordRoute>(prefix: P, names: readonly N[], differ: Partial<Record<N, Endpoint>> = {}) {
  return Object.fromEntries(names.map((name) => [`${prefix}.${name}`, differ[name] ?? { method: 'POST', path: `/${prefix}${RECORD_PATHS[name]}` }])) as Record<`${P}.${N}`, Endpoint>;
}

export const ENDPOINTS = {
  // Roles (spec §7.3, exact)
  ...recordRoutes('roles', [...CRUD, 'bulkdelete'], { details: { method: 'POST', path: '/roles/role/{id}' } }),
  // Holidays (spec §7.2)
  ...recordRoutes('holidays', [...CRUD, 'bulkdelete']),
  // Customers (spec §7.4; extendTrial and salespersons exact; uploads go through upload.ts)
  ...recordRoutes('customers', WITH_STATUS),
  'customers.extendtrial': { method: 'POST', path: '/customers/extendTrial/{id}' },
  'customers.services': { method: 'POST', path: '/customers/services/{id}' },
  'customers.addons': { method: 'POST', path: '/customers/addons/{id}' },
  'customers.partners': { method: 'POST', path: '/customers/partners' },
  'customers.agents': { method: 'POST', path: '/customers/agents' },
  'customers.salespersons': { method: 'POST', path: '/customers/salespersons' },
  'customers.subscriptions': { method: 'POST', path: '/customers/subscriptions' },
  'customers.servicecatalogue': { method: 'POST', path: '/customers/services' },
  'customers.addoncatalogue': { method: 'POST', path: '/customers/addons' },
  'customers.otherservices': { method: 'POST', path: '/customers/otherservices' },
  'customers.partnersubscriptions': { method: 'POST', path: '/customers/partnersubscriptions' },
  'customers.uploadfile': { method: 'POST', path: '/customers/uploadfile/{id}' },
  'customers.createfiledata': { method: 'POST', path: '/customers/createfiledata/{id}' },
  'customers.removefiledata': { method: 'POST', path: '/customers/removefiledata/{id}' },
  'customers.downloadfile': { method: 'GET', path: '/customers/downloadfile/{id}' },
  // Agents (spec §7.5: GET list, details and by-partner options; /agents/status and /agents/attachment exact)
  ...recordRoutes('agents', WITH_STATUS, { list: { method: 'GET', path: '/agents' }, details: { method: 'GET', path: '/agents/details/{id}' }, status: { method: 'POST', path: '/agents/status' } }),
  'agents.bypartner': { method: 'GET', path: '/agents/bypartner' },
  'agents.partners': { method: 'POST', path: '/agents/partners' },
  'agents.partnersubscriptions': { method: 'POST', path: '/agents/partnersubscriptions' },
  'agents.softwaresbyservice': { method: 'POST', path: '/agents/softwaresbyservice' },
  'agents.attachment': { method: 'POST', path: '/agents/attachment' },
  'agents.downloadfile': { method: 'GET', path: '/agents/downloadfile/{id}' },
  'agents.removefile': { method: 'POST', path: '/agents/removefile/{id}' },
  // Users (spec §7.9; /users/filterRoles exact)
  ...recordRoutes('users', WITH_STATUS),
  'users.roles': { method: 'POST', path: '/users/roles' },
  'users.customers': { method: 'POST', path: '/users/customers' },
  'users.branches': { method: 'POST', path: '/users/branches' },
  'users.partners': { method: 'POST', path: '/users/partners' },
  'users.agents': { method: 'POST', path: '/users/agents' },
  'users.filterroles': { method: 'POST', path: '/users/filterRoles' },
  'users.filtercustomers': { method: 'POST', path: '/users/filterCustomers' },
  'users.filterbranches': { method: 'POST', path: '/users/filterBranches' },
  // Branches (spec §7.9; /branches/branchlead exact)
  ...recordRoutes('branches', WITH_STATUS),
  'branches.scopeofwork': { method: 'POST', path: '/branches/scopeofwork/{id}' },
  'branches.customers': { method: 'POST', path: '/branches/customers' },
  'branches.branchlead': { method: 'POST', path: '/branches/branchlead' },
  'branches.filters': { method: 'POST', path: '/branches/filters' },
  // Email CC (spec §7.2)
  'emailcc.details': { method: 'GET', path: '/emailcc' },
  'emailcc.insert': { method: 'POST', path: '/emailcc/insert' },
  // Profile (spec §7.11; the image upload goes through upload.ts)
  'profile.details': { method: 'POST', path: '/profile/details' },
  'profile.update': { method: 'POST', path: '/profile/update' },
  'profile.uploadimage': { method: 'POST', path: '/profile/uploadimage' },
  'profile.deletefiles': { method: 'POST', path: '/profile/deletefiles' },
  'profile.changepassword': { method: 'POST', path: '/profile/changepassword' },
  // Partners (spec §7.10; getpricebysoftware exact; uploads go through upload.ts)
  ...recordRoutes('partners', WITH_STATUS),
  'partners.uploadfile': { method: 'POST', path: '/partners/uploadfile/{id}' },
  'partners.createfiledata': { method: 'POST', path: '/partners/createfiledata/{id}' },
  'partners.removefiledata': { method: 'POST', path: '/partners/removefiledata/{id}' },
  'partners.downloadfile': { method: 'GET', path: '/partners/downloadfile/{id}' },
  'partners.catalogue': { method: 'POST', path: '/partners/catalogue' },
  'partners.services': { method: 'POST', path: '/partners/services/{id}' },
  'partners.addons': { method: 'POST', path: '/partners/addons/{id}' },
  'partners.servicedetail': { method: 'POST', path: '/partners/servicedetail/{id}' },
  'partners.getpricebysoftware': { method: 'POST', path: '/partners/getpricebysoftware' },
  'partners.softwaresbyservice': { method: 'GET', path: '/partners/softwaresbyservice/{id}' },
  'partners.servicesdropdown': { method: 'GET', path: '/partners/servicesdropdown/{id}' },
  // Services (spec §7.10; admins write, any signed-in user reads)
  ...recordRoutes('services', WITH_STATUS),
  'services.addedservices': { method: 'POST', path: '/services/addedservices' },
  'services.softwaredetail': { method: 'GET', path: '/services/softwaredetail/{id}' },
  // Added services, the add-ons (spec §7.10; admins only)
  ...recordRoutes('addons', WITH_STATUS),
  // Software (spec §7.10, exact shapes: GET details and all)
  ...recordRoutes('softwares', WITH_STATUS, { details: { method: 'GET', path: '/softwares/details/{id}' } }),
  'softwares.all': { method: 'GET', path: '/softwares/all' },
  'softwares.vendors': { method: 'GET', path: '/softwares/vendors' },
  // Projects (spec §7.6; exports answer a file and go through download.ts)
  ...recordRoutes('projects', CRUD),
  'projects.checkstatus': { method: 'POST', path: '/projects/checkstatus/{id}' },
  'projects.globalsearch': { method: 'POST', path: '/projects/globalsearch' },
  'projects.filtercustomers': { method: 'POST', path: '/projects/filtercustomers' },
  'projects.filterpartners': { method: 'POST', path: '/projects/filterpartners' },
  'projects.filterbranches': { method: 'POST', path: '/projects/filterbranches' },
  'projects.users': { method: 'POST', path: '/projects/users' },
  'projects.branches': { method: 'POST', path: '/projects/branches' },
  'projects.services': { method: 'POST', path: '/projects/services' },
  'projects.addedservices': { method: 'POST', path: '/projects/addedservices' },
  'projects.agents': { method: 'POST', path: '/projects/agents' },
  'projects.scopebyservice': { method: 'POST', path: '/projects/scopebyservice/{id}' },
  'projects.exportcsv': { method: 'POST', path: '/projects/exportcsv' },
  'projects.exportpdf': { method: 'POST', path: '/projects/exportpdf' },
  'projects.exportprojectpdf': { method: 'POST', path: '/projects/exportprojectpdf/{id}' },
  'projects.demoprojects': { method: 'POST', path: '/projects/demoprojects' },
  'projects.rfiprojects': { method: 'POST', path: '/projects/rfiprojects' },
  'projects.fetchleave': { method: 'POST', path: '/projects/fetchleave' },
  'projects.uploadfile': { method: 'POST', path: '/projects/uploadfile/{id}' },
  // The project view (spec §7.6 exact: accept, reopenrequest, cancelproject, approveduedate, rejectduedate, changeAssignee, downloadzip)
  'projects.detailed': { method: 'POST', path: '/projects/detailed/{id}' },
  'projects.accept': { method: 'POST', path: '/projects/accept' },
  'projects.complete': { method: 'POST', path: '/projects/complete' },
  'projects.reopenrequest': { method: 'POST', path: '/projects/reopenrequest' },
  'projects.approvereopen': { method: 'POST', path: '/projects/approvereopen' },
  'projects.rejectreopen': { method: 'POST', path: '/projects/rejectreopen' },
  'projects.cancelproject': { method: 'POST', path: '/projects/cancelproject' },
  'projects.cancelreject': { method: 'POST', path: '/projects/cancelreject' },
  'projects.bulkaction': { method: 'POST', path: '/projects/bulkaction' },
  'projects.errorrequest': { method: 'POST', path: '/projects/errorrequest' },
  'projects.duerequest': { method: 'POST', path: '/projects/duerequest' },
  'projects.duerequestdetails': { method: 'POST', path: '/projects/duerequestdetails/{id}' },
  'projects.approveduedate': { method: 'POST', path: '/projects/approveduedate' },
  'projects.rejectduedate': { method: 'POST', path: '/projects/rejectduedate' },
  'projects.changeassignee': { method: 'POST', path: '/projects/changeAssignee' },
  'projects.otherservices': { method: 'POST', path: '/projects/otherservices' },
  'projects.hoursrequest': { method: 'POST', path: '/projects/hoursrequest' },
  'projects.hoursrequestdetails': { method: 'POST', path: '/projects/hoursrequestdetails/{id}' },
  'projects.approvehours': { method: 'POST', path: '/projects/approvehours' },
  'projects.rejecthours': { method: 'POST', path: '/projects/rejecthours' },
  'projects.activities': { method: 'POST', path: '/projects/activities/{id}' },
  'projects.conversations': { method: 'POST', path: '/projects/conversations/{id}' },
  'projects.conversation': { method: 'POST', path: '/projects/conversation/{id}' },
  'projects.mentionable': { method: 'POST', path: '/projects/mentionable/{id}' },
  'projects.readconversation': { method: 'POST', path: '/projects/readconversation/{id}' },
  'projects.editconversation': { method: 'POST', path: '/projects/editconversation/{id}' },
  'projects.deleteconversation': { method: 'POST', path: '/projects/deleteconversation/{id}' },
  'projects.files': { method: 'POST', path: '/projects/files/{id}' },
  'projects.downloadfile': { method: 'GET', path: '/projects/downloadfile/{id}' },
  'projects.deleteattachment': { method: 'POST', path: '/projects/deleteattachment/{id}' },
  'projects.removefile': { method: 'POST', path: '/projects/removefile/{id}' },
  'projects.downloadzip': { method: 'POST', path: '/projects/downloadzip' },
  'projects.addenda': { method: 'POST', path: '/projects/addenda/{id}' },
  'projects.createaddendum': { method: 'POST', path: '/projects/createaddendum' },
  'projects.rfis': { method: 'POST', path: '/projects/rfis/{id}' },
  'projects.createrfi': { method: 'POST', path: '/projects/createrfi' },
  'projects.closerfi': { method: 'POST', path: '/projects/closerfi/{id}' },
  'projects.rficomments': { method: 'POST', path: '/projects/rficomments/{id}' },
  'projects.addrficomment': { method: 'POST', path: '/projects/addrficomment/{id}' },
  // Invoices (spec §7.11: GET list, view, customers and month-year; POST download and send)
  'invoices.list': { method: 'GET', path: '/invoices' },
  'invoices.view': { method: 'GET', path: '/invoices/view' },
  'invoices.download': { method: 'POST', path: '/invoices/download' },
  'invoices.send': { method: 'POST', path: '/invoices/send' },
  'invoices.customers': { method: 'GET', path: '/invoices/customers' },
  'invoices.monthyear': { method: 'GET', path: '/invoices/monthyear' },
  // Due-date calendar (spec §7.11: /calendar/monthview and /calendar/weekview exact)
  'calendar.list': { method: 'POST', path: '/calendar' },
  'calendar.monthview': { method: 'POST', path: '/calendar/monthview' },
  'calendar.weekview': { method: 'POST', path: '/calendar/weekview' },
  'calendar.blockeddays': { method: 'POST', path: '/calendar/blockeddays' },
  // Reports (spec §7.8: /reports/projectReports and /reports/geterrorreportbyPagination exact)
  'reports.overview': { method: 'POST', path: '/reports' },
  'reports.project': { method: 'POST', path: '/reports/projectReports' },
  'reports.error': { method: 'POST', path: '/reports/geterrorreportbyPagination' },
  'reports.added': { method: 'POST', path: '/reports/addedreports' },
  'reports.delayed': { method: 'POST', path: '/reports/delayedprojectreports' },
  'reports.exportprojectpdf': { method: 'POST', path: '/reports/exportprojectpdf' },
  'reports.exportcsv': { method: 'POST', path: '/reports/exportcsv' },
  'reports.downloaderrorreport': { method: 'POST', path: '/reports/downloaderrorreport' },
  'reports.exportaddedpdf': { method: 'POST', path: '/reports/exportaddedpdf' },
  'reports.exportaddedcsv': { method: 'POST', path: '/reports/exportaddedcsv' },
  'reports.exportdelayedreports': { method: 'POST', path: '/reports/exportdelayedreports' },
  'reports.filterpartners': { method: 'POST', path: '/reports/filters/partners' },
  'reports.filtercustomers': { method: 'POST', path: '/reports/filters/customers' },
  'reports.filterbranches': { method: 'POST', path: '/reports/filters/branches' },
  'reports.filterservices': { method: 'POST', path: '/reports/filters/services' },
  // Analytics (spec §7.12: with QTO and FTE variants)
  'analytics.all': { method: 'POST', path: '/analytics' },
  'analytics.qto': { method: 'POST', path: '/analytics/qto' },
  'analytics.fte': { method: 'POST', path: '/analytics/fte' },
  // Customer playbook
  'playbook.details': { method: 'POST', path: '/playbook' },
  'playbook.update': { method: 'POST', path: '/playbook/update' },
  // NPS and reviews (spec §7.7: /review/create, /review/notnow, /review/showratepop exact)
  'reviews.list': { method: 'POST', path: '/review' },
  'reviews.create': { method: 'POST', path: '/review/create' },
  'reviews.notnow': { method: 'POST', path: '/review/notnow' },
  'reviews.showratepop': { method: 'POST', path: '/review/showratepop' },
  'reviews.filtercustomers': { method: 'POST', path: '/review/filters/customers' },
  'reviews.filterbranches': { method: 'POST', path: '/review/filters/branches' },
  'reviews.filterusers': { method: 'POST', path: '/review/filters/users' },
  'nps.score': { method: 'POST', path: '/nps' },
  'nps.details': { method: 'POST', path: '/nps/details' },
  // Dashboard (spec §7.12: /dashboard/countdetails and /dashboard/npschart exact; one call per card)
  'dashboard.countdetails': { method: 'POST', path: '/dashboard/countdetails' },
  'dashboard.npschart': { method: 'POST', path: '/dashboard/npschart' },
  'dashboard.subscriptionchart': { method: 'POST', path: '/dashboard/subscriptionchart' },
  'dashboard.partners': { method: 'POST', path: '/dashboard/partners' },
  'dashboard.customers': { method: 'POST', path: '/dashboard/customers' },
  'dashboard.agents': { method: 'POST', path: '/dashboard/agents' },
  'dashboard.topcustomers': { method: 'POST', path: '/dashboard/topcustomers' },
  'dashboard.topbranches': { method: 'POST', path: '/dashboard/topbranches' },
  'dashboard.topbillings': { method: 'POST', path: '/dashboard/topbillings' },
  'dashboard.latestreviews': { method: 'POST', path: '/dashboard/latestreviews' },
  'dashboard.invoice': { method: 'POST', path: '/dashboard/invoice' },
  'dashboard.invoicegraph': { method: 'POST', path: '/dashboard/invoicegraph' },
  'dashboard.storagechart': { method: 'POST', path: '/dashboard/storagechart' },
  'dashboard.storageemailstatus': { method: 'POST', path: '/dashboard/storageemailstatus' },
  'dashboard.projectstatus': { method: 'POST', path: '/dashboard/projectstatus' },
  'dashboard.userservice': { method: 'POST', path: '/dashboard/userservice' },
  'dashboard.projectdashboard': { method: 'POST', path: '/dashboard/projectdashboard' },
  // Storage and approvals (spec §7.11: /storage/filedetails, /storage/removemultifile exact; GET approvals)
  'storage.list': { method: 'POST', path: '/storage' },
  'storage.filedetails': { method: 'POST', path: '/storage/filedetails' },
  'storage.delete': { method: 'POST', path: '/storage/delete/{id}' },
  'storage.removemultifile': { method: 'POST', path: '/storage/removemultifile' },
  'storage.downloadfile': { method: 'GET', path: '/storage/downloadfile/{id}' },
  'storage.request': { method: 'POST', path: '/storage/request' },
  'storage.alertemail': { method: 'POST', path: '/storage/alertemail' },
  'storage.approvals': { method: 'GET', path: '/storage/approvals' },
  'storage.approve': { method: 'POST', path: '/storage/approve' },
  'storage.emailstatus': { method: 'POST', path: '/storage/emailstatus' },
  // Saved views (docs/saved-views.md)
  'views.list': { method: 'POST', path: '/views/list' },
  'views.roles': { method: 'POST', path: '/views/roles' },
  'views.create': { method: 'POST', path: '/views/create' },
  'views.update': { method: 'POST', path: '/views/update/{id}' },
  'views.delete': { method: 'POST', path: '/views/delete/{id}' },
  'views.default': { method: 'POST', path: '/views/default' },
} as const satisfies Record<string, Endpoint>;

export type Operation = keyof typeof ENDPOINTS;

export interface Envelope<T> {
  status: number;
  messages: string;
  data?: T;
}

/** One page of a list (DESIGN §5). */
export interface Page<T> {
  data: T[];
  total: number;
  hasMore: boolean;
  pageNumber: number;
}

export interface CallInput {
  /** Fills the path's `{id}`. */
  id?: string | number;
  /** The JSON body of a POST (the spec passes the payload whole). */
  body?: unknown;
  /** The query string of a GET. */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export interface RestAdapter {
  /** The whole envelope of an operation's answer. */
  call<T>(operation: Operation, input?: CallInput): Promise<Envelope<T>>;
  /** The answer's `data`. */
  data<T>(operation: Operation, input?: CallInput): Promise<T>;
  /** The answer's `messages` (deletes and status changes answer no data). */
  messages(operation: Operation, input?: CallInput): Promise<string>;
}

/** The path of an operation with its `{id}` filled in. */
export function pathOf(operation: Operation, id?: string | number): string {
  const { path } = ENDPOINTS[operation];
  return id === undefined ? path : path.replace('{id}', encodeURIComponent(String(id)));
}

/**
 * Builds the adapter over an HTTP client.
 * @example const page = await createRestAdapter(http).data<Page<RoleRecord>>('roles.list', { body: { pageNumber: 1 }, signal });
 */
export function createRestAdapter(http: HttpClient): RestAdapter {
  const call = <T>(operation: Operation, { id, body, query, signal }: CallInput = {}): Promise<Envelope<T>> => {
    const { method } = ENDPOINTS[operation];
    // A POST always carries a body (the server reads `{}` as "no payload").
    return http<Envelope<T>>({ method, path: pathOf(operation, id), body: method === 'POST' ? (body ?? {}) : undefined, query, signal });
  };
  return {
    call,
    data: async <T>(operation: Operation, input?: CallInput) => (await call<T>(operation, input)).data as T,
    messages: async (operation, input) => (await call<never>(operation, input)).messages,
  };
}
