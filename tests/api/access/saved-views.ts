/**
 * Saved views (issue 13 §4): every signed-in account keeps its own; a view nobody may open is not
 * found. Bodies change nothing: an empty name, an unknown view.
 */
import { everyone, type AccessCase } from './model';

const hidden = () => 'hide' as const;

export const SAVED_VIEW_CASES: readonly AccessCase[] = [
  { name: 'POST /views/list', url: () => '/api/views/list', body: () => ({ list: 'customers' }), expect: everyone },
  { name: 'POST /views/roles', url: () => '/api/views/roles', expect: everyone },
  { name: 'POST /views/create', url: () => '/api/views/create', body: () => ({ list: 'customers', name: '', state: {} }), expect: everyone },
  { name: 'POST /views/update/{id}', url: () => '/api/views/update/999999', body: () => ({ name: 'Probe', state: {}, revision: 1 }), expect: hidden },
  { name: 'POST /views/delete/{id}', url: () => '/api/views/delete/999999', expect: hidden },
  { name: 'POST /views/default', url: () => '/api/views/default', body: () => ({ list: 'customers', view_id: 999999 }), expect: hidden },
];
