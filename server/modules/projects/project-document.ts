/**
 * One project as a PDF (spec §7.6 "export project PDF"): its details, RFIs with their comments,
 * due-date and hours requests, and the whole activity trail. The caller's scope is checked by
 * `projectDetails` (404 outside it) before any byte is written; the activity table streams in batches,
 * so a project with a long history is never held in memory whole. Changes read as on the project view
 * ("Status: Pending → In Progress") and times are the viewer's, in the zone the subtitle names.
 * It reads through the project repositories (ADR 0185): RFIs, requests and activities.
 */
import { describeChanges } from '../../../src/domain/activity-changes';
import { PROJECT_STATUS_LABELS } from '../../../src/domain/project-lifecycle';
import type { FastifyInstance } from 'fastify';
import { peopleOf } from './collab';
import type { ProjectDetails } from './details';
import { PdfWriter, type PdfTableColumn } from '../../exports/pdf';
import { usDate } from '../../exports/dates';

const ACTIVITY_BATCH = 500;

/** A table's columns, each `[header, relative width, alignment?]`. */
const columns = (...specs: [string, number, PdfTableColumn['align']?][]): PdfTableColumn[] =>
  specs.map(([header, width, align]) => (align ? { header, width, align } : { header, width }));
const STATES: Record<'pending' | 'approved' | 'rejected' | 'dropped', string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', dropped: 'Dropped' };

/** The viewer's IANA time zone, from the `X-Time-Zone` header the SPA sends; UTC when missing or unknown. */
export function viewerTimeZone(header: unknown): string {
  const zone = Array.isArray(header) ? header[0] : header;
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * Moments as the viewer's clock shows them, MM/DD/YYYY h:mm AM in the time zone.
 * @example dateTimeIn('America/Denver')('2026-11-22T15:04:00Z') // '11/22/2026 8:04 AM'
 */
export function dateTimeIn(timeZone: string): (value: Date | string | null) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true });
  return (value) => {
    if (value === null) return '';
    const date = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(date.getTime())) return String(value);
    const part = Object.fromEntries(format.formatToParts(date).map(({ type, value: text }) => [type, text]));
    return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
  };
}

function detailFields(project: ProjectDetails, usDateTime: (value: Date | string | null) => string): [string, string][] {
  return [
    ['Project Code', project.code],
    ['Project Name', project.name],
    ['Client Project Number', project.client_project_number],
    ['Status', PROJECT_STATUS_LABELS[project.status]],
    ['Customer', project.customer.name],
    ['Branch', project.branch.name],
    ['Service', project.service.name],
    ['Software', project.software?.name ?? ''],
    ['Work Type', project.work_type],
    ['Added Services', project.added_services.map((service) => service.name).join(', ')],
    ['Due Date', usDate(project.due_date)],
    ['Assignee', project.assignee?.name ?? 'Not assigned'],
    ['Approved Hours', project.approved_hours === null ? '' : String(project.approved_hours)],
    ['Open RFIs', String(project.open_rfis)],
    ['Created', `${usDateTime(project.created_at)}${project.created_by ? ` by ${project.created_by.name}` : ''}`],
    ['Last Updated', `${usDateTime(project.updated_at)}${project.updated_by ? ` by ${project.updated_by.name}` : ''}`],
    ['Accepted', usDateTime(project.accepted_at)],
    ['Completed', usDateTime(project.completed_at)],
    ...(project.cancel_reason ? ([['Cancellation Reason', project.cancel_reason]] as [string, string][]) : []),
    ['Scope of Work', project.scope_of_work],
  ];
}

/** The document's bytes, page by page, its times in the viewer's time zone (named under the title). */
export async function* projectDocument(app: Pick<FastifyInstance, 'db' | 'projects' | 'projectRequests' | 'projectRfis'>, project: ProjectDetails, generatedBy: string, today: string, timeZone: string): AsyncGenerator<Buffer> {
  const { projectRequests: requests } = app;
  const usDateTime = dateTimeIn(timeZone);
  const dayOf = (value: Date | null) => usDateTime(value).slice(0, 10);
  const pdf = new PdfWriter({
    title: `${project.code} ${project.name}`,
    subtitle: `${project.customer.name} · ${project.branch.name} · ${PROJECT_STATUS_LABELS[project.status]} · Due ${usDate(project.due_date)} · Times in ${timeZone}`,
    footer: `Generated ${usDate(today)} by ${generatedBy}`,
    landscape: false,
  });

  pdf.heading('Details');
  pdf.fields(detailFields(project, usDateTime));

  const { rfis, comments } = await app.projectRfis.trail(project.id);
  pdf.heading('RFIs');
  pdf.startTable(columns(['Raised', 1.4], ['By', 1], ['Question', 2.4], ['Status', 0.8], ['Comments', 2.6]));
  for (const rfi of rfis) {
    const thread = comments
      .filter((comment) => comment.rfiId === rfi.id)
      .map((comment) => `${comment.by ?? 'Former user'}, ${dayOf(comment.createdAt)}: ${comment.comment}`)
      .join('\n');
    pdf.row([usDateTime(rfi.createdAt), rfi.by ?? '', rfi.question, rfi.isOpen ? 'Open' : `Closed ${dayOf(rfi.closedAt)}`, thread]);
  }
  pdf.endTable('No RFIs');

  // The trail reads oldest first; the repository lists requests newest first.
  const dueRequests = (await requests.dueRequests(project.id)).reverse();
  const hoursRequests = (await requests.hoursRequests(project.id)).reverse();
  const person = await peopleOf(app.db, [...dueRequests, ...hoursRequests.map((row) => row.request)].map((request) => request.requestedBy));
  const requesterOf = (request: { requestedBy: number | null }) => person(request.requestedBy)?.name ?? 'Former user';
  pdf.heading('Due Date Requests');
  pdf.startTable(
    columns(['Requested', 1.4], ['By', 1.2], ['Current Due Date', 0.9], ['Requested Due Date', 0.9], ['Reason', 2.2], ['State', 1.1]),
  );
  for (const request of dueRequests) {
    const decided = request.decidedAt ? ` ${dayOf(request.decidedAt)}` : '';
    pdf.row([usDateTime(request.createdAt), `${requesterOf(request)} (${request.side})`, usDate(request.currentDueDate), usDate(request.requestedDueDate), request.reason, `${STATES[request.state]}${decided}`]);
  }
  pdf.endTable('No due date requests');

  if (hoursRequests.length > 0) {
    pdf.heading('Hours Requests');
    pdf.startTable(
      columns(['Requested', 1.4], ['By', 1.1], ['Service', 1.2], ['Hours', 0.6, 'right'], ['Description', 2.5], ['State', 0.8]),
    );
    for (const { request, serviceName } of hoursRequests) {
      pdf.row([usDateTime(request.createdAt), requesterOf(request), serviceName, String(Number(request.hours)), request.description, STATES[request.state]]);
    }
    pdf.endTable();
  }

  pdf.heading('Activities');
  pdf.startTable(columns(['When', 1.4], ['Who', 1.1], ['What', 1.8], ['Changes', 3]));
  for (let after = 0; ; ) {
    const batch = await app.projects.activitiesAfter(project.id, after, ACTIVITY_BATCH);
    for (const activity of batch) pdf.row([usDateTime(activity.createdAt), activity.actorName ?? 'System', activity.action, describeChanges(activity.changes)]);
    const ready = pdf.drain();
    if (ready.length > 0) yield Buffer.concat(ready);
    if (batch.length < ACTIVITY_BATCH) break;
    after = batch[batch.length - 1]?.id ?? after;
  }
  pdf.endTable('No activities yet');
  yield Buffer.concat([...pdf.drain(), ...pdf.finish()]);
}
