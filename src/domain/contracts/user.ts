/**
 * A user as a create or update sends it (spec §7.9): who they are, their role, the kind of account
 * (flags) and where it belongs (customer → branch, partner, agent record), sign-in settings and the
 * password. What a form must choose for the account's kind is the contract's (`userPlacement`); the
 * server adds what needs a look-up or the caller (the customer exists, the branch is the customer's,
 * the scope) and refuses a staff account with a customer after refusing what the caller may not make.
 */
import { z } from 'zod/mini';
import { BILLING_TYPES, USER_TYPES } from '../user';
import { MESSAGES, PASSWORD_PATTERN } from '../validation';
import { optionalId, optionalPhone, requiredEmail, requiredId, requiredText, orNull, type RefinementCtx } from './fields';

export const USER_PLACEMENT_MESSAGES = {
  customerNeeded: 'A customer user needs a customer',
  typeNeeded: 'Choose the user type of a customer user',
  branchNeeded: 'This user type needs a branch',
  partnerNeeded: 'Choose the partner of a partner or partner user account',
  agentNeeded: 'Choose the agent record of an agent account',
} as const;

/** The user types that belong to one branch. */
export const BRANCH_USER_TYPES: readonly string[] = ['Branch Admin', 'Customer Branch Lead'];

export const passwordField = z.string({ error: MESSAGES.fieldRequired }).check(
  z.maxLength(20, MESSAGES.passwordGeneralRule),
  z.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: MESSAGES.fieldRequired });
    else if (!PASSWORD_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordGeneralRule });
  }),
  z.describe('Plain text, 8 to 20 characters with upper, lower, digit and special character'),
);

const flag = (label: string) => z._default(z.optional(z.boolean({ error: `${label} must be true or false` })), false);
const mustChangePassword = z.boolean({ error: 'must_change_password must be true or false' });

export const userFields = {
  name: requiredText(100, 'Name'),
  email: requiredEmail,
  phone: optionalPhone,
  role_id: requiredId('role_id'),
  type: orNull(z.enum(USER_TYPES, { error: `type must be one of ${USER_TYPES.join(', ')}` })),
  customer_id: optionalId('customer_id'),
  branch_id: optionalId('branch_id'),
  partner_id: optionalId('partner_id'),
  agent_id: optionalId('agent_id'),
  is_admin: flag('is_admin'),
  ispartner: flag('ispartner'),
  ispartneruser: flag('ispartneruser'),
  isagent: flag('isagent'),
  two_factor: flag('two_factor'),
  billing_type: z._default(z.optional(z.enum(BILLING_TYPES, { error: 'billing_type must be standard or guest_account' })), 'standard'),
};

/** A create sets the password; an update keeps it unless a new one is given. */
export const userCreateFields = { ...userFields, password: passwordField, must_change_password: z._default(z.optional(mustChangePassword), true) };
export const userUpdateFields = { ...userFields, password: z.optional(passwordField), must_change_password: z.optional(mustChangePassword) };

type Placement = Pick<z.output<z.ZodMiniObject<typeof userFields>>, 'type' | 'customer_id' | 'branch_id' | 'partner_id' | 'agent_id' | 'is_admin' | 'ispartner' | 'ispartneruser' | 'isagent'>;

/** Where an account may belong: a customer user has a customer and a type, a branch type a branch, a partner (user) a partner, an agent its record. */
export function userPlacement(p: Placement, ctx: RefinementCtx): void {
  const problem = (path: keyof Placement, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (p.customer_id === null) {
    if (p.type !== null || p.branch_id !== null) problem('customer_id', USER_PLACEMENT_MESSAGES.customerNeeded);
  } else if (p.type === null) {
    problem('type', USER_PLACEMENT_MESSAGES.typeNeeded);
  }
  if (p.type !== null && BRANCH_USER_TYPES.includes(p.type) && p.branch_id === null) problem('branch_id', USER_PLACEMENT_MESSAGES.branchNeeded);
  if ((p.ispartner || p.ispartneruser) && p.partner_id === null) problem('partner_id', USER_PLACEMENT_MESSAGES.partnerNeeded);
  if (p.isagent && p.agent_id === null) problem('agent_id', USER_PLACEMENT_MESSAGES.agentNeeded);
}

/** What the form checks and the gateway sends: the update's shape (a create form sends the password, even empty). */
export const userContract = z.object(userUpdateFields).check(z.superRefine(userPlacement));

