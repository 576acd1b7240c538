/**
 * The user form's values, its client-side checks (spec §5 messages) and the input it sends. The
 * server checks everything again; its field errors land at the same fields.
 */
import type { UserInput } from '../../gateway/resources/users';
import { accountPassword, email, optionalPhone, required, validate, type FieldErrors } from '../../domain/validation';
import type { User } from './user-fields';

/** What kind of account the form makes; staff kinds are offered to administrators only. */
export type AccountKind = 'customer' | 'partneruser' | 'partner' | 'agent' | 'staff' | 'admin';

export const ACCOUNT_KINDS: readonly { id: AccountKind; name: string }[] = [
  { id: 'customer', name: 'Customer user' },
  { id: 'partneruser', name: 'Partner user' },
  { id: 'partner', name: 'Partner' },
  { id: 'agent', name: 'Agent' },
  { id: 'staff', name: 'Staff' },
  { id: 'admin', name: 'Administrator' },
];

export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  role_id: string;
  kind: AccountKind;
  type: string;
  customer_id: string;
  branch_id: string;
  partner_id: string;
  agent_id: string;
  password: string;
  two_factor: boolean;
  must_change_password: boolean;
}

export type UserField = Exclude<keyof UserFormValues, 'two_factor' | 'must_change_password' | 'kind'>;

function kindOf(user: User): AccountKind {
  if (user.is_admin) return 'admin';
  if (user.ispartner) return 'partner';
  if (user.ispartneruser) return 'partneruser';
  if (user.isagent) return 'agent';
  return user.customer_id === null ? 'staff' : 'customer';
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function initialValues(user?: User): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role_id: text(user?.role_id),
    kind: user ? kindOf(user) : 'customer',
    type: user?.type ?? '',
    customer_id: text(user?.customer_id),
    branch_id: text(user?.branch_id),
    partner_id: text(user?.partner_id),
    agent_id: text(user?.agent_id),
    password: '',
    two_factor: user?.two_factor ?? false,
    must_change_password: user?.must_change_password ?? true,
  };
}

const NEEDS_BRANCH = new Set(['Branch Admin', 'Customer Branch Lead']);

/** The checks of the form; `creating` makes the password required. */
export function checkUser(values: UserFormValues, creating: boolean): FieldErrors<UserField> {
  const errors = validate<UserField>(values, {
    name: required(),
    email: (value) => required()(value) ?? email(value),
    phone: optionalPhone,
    role_id: required(),
    ...(creating || values.password !== '' ? { password: accountPassword } : {}),
    ...(values.kind === 'customer' ? { type: required(), customer_id: required() } : {}),
    ...(values.kind === 'customer' && NEEDS_BRANCH.has(values.type) ? { branch_id: required() } : {}),
    ...(values.kind === 'partner' || values.kind === 'partneruser' ? { partner_id: required() } : {}),
    ...(values.kind === 'agent' ? { agent_id: required() } : {}),
  });
  return errors;
}

const id = (value: string) => (value === '' ? null : Number(value));

export function toInput(values: UserFormValues): UserInput {
  const customer = values.kind === 'customer';
  const input: UserInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    role_id: Number(values.role_id),
    type: customer ? values.type : null,
    customer_id: customer ? id(values.customer_id) : null,
    branch_id: customer ? id(values.branch_id) : null,
    partner_id: ['partner', 'partneruser', 'agent'].includes(values.kind) ? id(values.partner_id) : null,
    agent_id: values.kind === 'agent' ? id(values.agent_id) : null,
    is_admin: values.kind === 'admin',
    ispartner: values.kind === 'partner',
    ispartneruser: values.kind === 'partneruser',
    isagent: values.kind === 'agent',
    two_factor: values.two_factor,
    must_change_password: values.must_change_password,
  };
  if (values.password !== '') input.password = values.password;
  return input;
}
