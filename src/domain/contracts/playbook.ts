/**
 * A customer's playbook as a save sends it (issue 6 item 7): preferred software, deliverable formats,
 * contacts (name, role, email, phone; spec §5 rules), standards and instructions. The server's update
 * body is built from it (with the revision the edit was made from), whose messages the playbook form
 * shows at its fields; `Playbook` is the playbook as the API answers it. What needs a look-up (the software
 * exist, the caller may edit) is the server's.
 */
import { z } from 'zod/mini';
import { PLAYBOOK_LIMITS as L } from '../playbook';
import { MESSAGES } from '../validation';
import { idField, optionalPhone, orEmpty, requiredEmail, requiredText, trimmedThen } from './fields';

const ROW_IS_OBJECT = { error: 'The request body must be a JSON object' };

function longText(label: string) {
  return z.pipe(
    z.optional(z.string({ error: `${label} must be text` }).check(z.maxLength(L.text, `${label} must be at most ${L.text} characters`))),
    z.transform((value: string | undefined) => value?.trim() ?? ''),
  );
}

export const playbookContactContract = z.object(
  {
    name: requiredText(L.name, 'Name'),
    role: z.pipe(
      z.nullish(z.string({ error: 'Role must be text' }).check(z.maxLength(L.role, `Role must be at most ${L.role} characters`))),
      z.transform((value: string | null | undefined) => value?.trim() ?? ''),
    ),
    email: requiredEmail,
    phone: orEmpty(optionalPhone),
  },
  ROW_IS_OBJECT,
);

export const playbookContract = z.object({
  preferred_software_ids: z.pipe(
    z.array(idField('preferred_software_ids'), { error: 'preferred_software_ids must be a list of software ids' }).check(z.maxLength(L.software, `At most ${L.software} software`)),
    z.transform((ids: number[]) => [...new Set(ids)]),
  ),
  deliverable_formats: z.pipe(
    z
      .array(
        trimmedThen(
          z.string({ error: 'Each format must be text' }),
          z.string().check(z.minLength(1, MESSAGES.fieldRequired), z.maxLength(L.formatLength, `A format may be at most ${L.formatLength} characters`)),
        ),
        { error: 'deliverable_formats must be a list of formats' },
      )
      .check(z.maxLength(L.formats, `At most ${L.formats} formats`)),
    z.transform((formats: string[]) => [...new Set(formats)]),
  ),
  contacts: z.array(playbookContactContract, { error: 'contacts must be a list of contacts' }).check(z.maxLength(L.contacts, `At most ${L.contacts} contacts`)),
  standards: longText('Standards'),
  instructions: longText('Instructions'),
});

export type PlaybookContact = z.output<typeof playbookContactContract>;

/** What a save sends: the whole playbook, and the revision it was read at (0 for a new one). */
export type PlaybookInput = z.output<typeof playbookContract> & { revision: number };

/** A customer's playbook as the API answers it (and the gateway hands it to the screens). */
export type Playbook = Omit<z.output<typeof playbookContract>, 'preferred_software_ids'> & {
  customer: { id: number; name: string };
  preferred_software: { id: number; name: string }[];
  /** 0 while the customer has no playbook yet. */
  revision: number;
  updated_at: string | null;
  updated_by: { id: number; name: string } | null;
  can_edit: boolean;
};
