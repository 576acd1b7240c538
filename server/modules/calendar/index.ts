/**
 * The due-date calendar: projects on their due dates and the blocked days under /calendar. The blocked days themselves are shared infrastructure (server/calendar/blocked-days.ts): projects, reports and reminders check due dates against them too.
 */
export { default } from './routes';
