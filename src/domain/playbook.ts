/**
 * The customer playbook (issue 6 item 7): a customer's standing instructions for estimating work. The
 * known deliverable formats, the limits and the contact checks, shared by the edit form and the server.
 */
import { MESSAGES, email, optionalPhone, required } from './validation';

/** Formats offered as choices; a customer may add its own as free text. */
export const DELIVERABLE_FORMATS = [
  'PDF report',
  'Excel workbook',
  'CSV export',
  'Marked-up plans (PDF)',
  'Bluebeam session',
  'PlanSwift project',
  'On-Screen Takeoff project',
  'DWG drawings',
] as const;

export const PLAYBOOK_LIMITS = {
  contacts: 20,
  formats: 20,
  formatLength: 60,
  software: 20,
  name: 100,
  role: 100,
  text: 5000,
} as const;

export interface PlaybookContact {
  name: string;
  role: string;
  email: string;
  phone: string;
}

/** A customer's playbook as the API answers it (and the gateway hands it to the screens). */
export interface Playbook {
  customer: { id: number; name: string };
  preferred_software: { id: number; name: string }[];
  deliverable_formats: string[];
  contacts: PlaybookContact[];
  standards: string;
  instructions: string;
  /** 0 while the customer has no playbook yet. */
  revision: number;
  updated_at: string | null;
  updated_by: { id: number; name: string } | null;
  can_edit: boolean;
}

/** What a save sends: the whole playbook, and the revision it was read at. */
export interface PlaybookInput {
  preferred_software_ids: number[];
  deliverable_formats: string[];
  contacts: PlaybookContact[];
  standards: string;
  instructions: string;
  revision: number;
}

/** The message at each field of one contact, spec §5 rules; an empty object when it passes. */
export function contactErrors(contact: PlaybookContact): Partial<Record<keyof PlaybookContact, string>> {
  const errors: Partial<Record<keyof PlaybookContact, string>> = {};
  const name = required()(contact.name) ?? (contact.name.trim().length > PLAYBOOK_LIMITS.name ? `Name must be at most ${PLAYBOOK_LIMITS.name} characters` : null);
  if (name) errors.name = name;
  if (contact.role.trim().length > PLAYBOOK_LIMITS.role) errors.role = `Role must be at most ${PLAYBOOK_LIMITS.role} characters`;
  const mail = contact.email.trim() === '' ? MESSAGES.fieldRequired : email(contact.email);
  if (mail) errors.email = mail;
  const phone = optionalPhone(contact.phone);
  if (phone) errors.phone = phone;
  return errors;
}
