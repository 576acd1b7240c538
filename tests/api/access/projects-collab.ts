/**
 * Project collaboration (spec §7.6): chat, files, addenda and RFIs. Reads need Enq.view and are held
 * to the project scope (404 outside it); writes need Enq.update. Bodies change nothing: writes are
 * invalid (400 after the guard, before the scope), ids nobody has are 404, and an upload without a
 * multipart body is 400 in scope and 404 outside it. Agents watch and chat: the file routes that look
 * at the caller's side before anything else refuse them (403).
 */
import { holders, scopedHolders, type AccessCase, type AccountEmail, type Outcome } from './model';

const DENVER = 'Denver Office Fit-out';
const BOULDER = 'Boulder Library Renovation';
/** Who reaches Summit Builders / Denver Headquarters beside the administrators (seeAll). */
const DENVER_SCOPE = ['partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com', 'user@example.com', 'expired@example.com'];
/** Who reaches Summit Builders / Boulder beside the administrators. */
const BOULDER_SCOPE = ['partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'branchlead@example.com'];
const NOBODYS = 2_147_483_647;

const enq = holders('Enq');
const inDenver = scopedHolders('Enq', DENVER_SCOPE);
const inBoulder = scopedHolders('Enq', BOULDER_SCOPE);
/** Past the guard, an id nobody has is 404 for everyone. */
const missing = (email: AccountEmail): Outcome => (enq(email) === 'allow' ? 'hide' : 'deny');
/** As `base`, except that the agent is refused for their side. */
const notAgent =
  (base: (email: AccountEmail) => Outcome) =>
  (email: AccountEmail): Outcome =>
    email === 'agent@example.com' ? 'deny' : base(email);

export const PROJECT_COLLAB_CASES: readonly AccessCase[] = [
  // Chat.
  { name: 'POST /projects/conversations/{id} (Denver)', url: (ids) => `/api/projects/conversations/${ids.project(DENVER)}`, expect: inDenver },
  { name: 'POST /projects/conversations/{id} (Boulder)', url: (ids) => `/api/projects/conversations/${ids.project(BOULDER)}`, expect: inBoulder },
  { name: 'POST /projects/conversation/{project_id}', url: (ids) => `/api/projects/conversation/${ids.project(DENVER)}`, body: () => ({ message: '' }), expect: enq },
  { name: 'POST /projects/editconversation/{id}', url: () => `/api/projects/editconversation/${NOBODYS}`, body: () => ({ message: 'Matrix probe' }), expect: missing },
  { name: 'POST /projects/deleteconversation/{id}', url: () => `/api/projects/deleteconversation/${NOBODYS}`, expect: missing },
  { name: 'POST /projects/mentionable/{id} (Denver)', url: (ids) => `/api/projects/mentionable/${ids.project(DENVER)}`, expect: inDenver },
  { name: 'POST /projects/mentionable/{id} (Boulder)', url: (ids) => `/api/projects/mentionable/${ids.project(BOULDER)}`, expect: inBoulder },
  // A receipt moves a marker: the matrix sends one for a message nobody has (the scope is in chat-receipts.test.ts).
  { name: 'POST /projects/readconversation/{id}', url: () => `/api/projects/readconversation/${NOBODYS}`, expect: missing },
  // Files.
  { name: 'POST /projects/uploadfile/{id}', url: (ids) => `/api/projects/uploadfile/${ids.project(DENVER)}`, expect: notAgent(inDenver) },
  { name: 'POST /projects/files/{id}', url: (ids) => `/api/projects/files/${ids.project(BOULDER)}`, expect: inBoulder },
  { name: 'GET /projects/downloadfile/{fileId}', method: 'GET', url: () => `/api/projects/downloadfile/${NOBODYS}`, expect: missing },
  { name: 'POST /projects/downloadfile/{fileId}', url: () => `/api/projects/downloadfile/${NOBODYS}`, expect: missing },
  { name: 'POST /projects/deleteattachment/{fileId}', url: () => `/api/projects/deleteattachment/${NOBODYS}`, expect: notAgent(missing) },
  { name: 'POST /projects/removefile/{fileId}', url: () => `/api/projects/removefile/${NOBODYS}`, expect: notAgent(missing) },
  { name: 'POST /projects/downloadzip', url: () => '/api/projects/downloadzip', body: (ids) => ({ id: ids.project(DENVER) }), expect: inDenver },
  // Addenda.
  { name: 'POST /projects/addenda/{id}', url: (ids) => `/api/projects/addenda/${ids.project(DENVER)}`, expect: inDenver },
  { name: 'POST /projects/createaddendum', url: () => '/api/projects/createaddendum', body: (ids) => ({ project_id: ids.project(DENVER), description: '' }), expect: enq },
  // RFIs.
  { name: 'POST /projects/rfis/{id}', url: (ids) => `/api/projects/rfis/${ids.project(BOULDER)}`, expect: inBoulder },
  { name: 'POST /projects/createrfi', url: () => '/api/projects/createrfi', body: (ids) => ({ project_id: ids.project(BOULDER), question: '' }), expect: enq },
  { name: 'POST /projects/closerfi/{rfiId}', url: () => `/api/projects/closerfi/${NOBODYS}`, expect: missing },
  { name: 'POST /projects/rficomments/{rfiId}', url: () => `/api/projects/rficomments/${NOBODYS}`, expect: missing },
  { name: 'POST /projects/addrficomment/{rfiId}', url: () => `/api/projects/addrficomment/${NOBODYS}`, body: () => ({ comment: '' }), expect: enq },
];
