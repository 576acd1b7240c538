/**
 * Project exports (spec §7.6): every holder of Enq may export the list (held to their scope by the
 * rows, not by refusal); one project's PDF is 404 outside the caller's scope. Exports change nothing.
 */
import { holders, scopedHolders, type AccessCase } from './model';

/** Who reaches Summit Builders / Denver Headquarters beside the administrators (seeAll). */
const DENVER_SCOPE = ['partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com', 'user@example.com', 'expired@example.com'];

export const PROJECT_EXPORT_CASES: readonly AccessCase[] = [
  { name: 'POST /projects/exportcsv', url: () => '/api/projects/exportcsv', body: () => ({ search: 'Denver Office', sort: 'name' }), expect: holders('Enq') },
  { name: 'POST /projects/exportpdf', url: () => '/api/projects/exportpdf', body: () => ({ search: 'Denver Office', status: 'pending' }), expect: holders('Enq') },
  {
    name: 'POST /projects/exportprojectpdf/{id}',
    url: (ids) => `/api/projects/exportprojectpdf/${ids.project('Denver Office Fit-out')}`,
    expect: scopedHolders('Enq', DENVER_SCOPE),
  },
];
