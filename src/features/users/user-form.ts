/**
 * The user form's values as typed and the input they become, which the user contract checks (the
 * account kind is the form's: it becomes the flags and says which links are required).
 */
import type { UserType } from '../../domain/user';
import type { UserInput } from '../../gateway/resources/users';
import { idOrNone } from '../../ui/form/use-record-form';
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

export type UserFormValues = Record<'name' | 'email' | 'phone' | 'role_id' | 'kind' | 'type' | 'customer_id' | 'branch_id' | 'partner_id' | 'agent_id' | 'password', string> &
  Record<'two_factor' | 'must_change_password', boolean>;

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

/**
 * The input of the form's values. A link the kind requires is sent even when not chosen (`Number('')`
 * and `''` are refused, so the form says "This field is required" there); a create (no `user`) sends
 * the password even when empty, an edit only a new one.
 */
export function toInput(values: UserFormValues, user: User | undefined): UserInput {
  const customer = values.kind === 'customer';
  const input: UserInput = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    role_id: Number(values.role_id),
    // '' is no user type, refused like any unknown one.
    type: customer ? (values.type as UserType) : null,
    customer_id: customer ? Number(values.customer_id) : null,
    branch_id: customer ? idOrNone(values.branch_id) : null,
    partner_id: values.kind === 'partner' || values.kind === 'partneruser' ? Number(values.partner_id) : values.kind === 'agent' ? idOrNone(values.partner_id) : null,
    agent_id: values.kind === 'agent' ? Number(values.agent_id) : null,
    is_admin: values.kind === 'admin',
    ispartner: values.kind === 'partner',
    ispartneruser: values.kind === 'partneruser',
    isagent: values.kind === 'agent',
    two_factor: values.two_factor,
    must_change_password: values.must_change_password,
  };
  if (!user || values.password !== '') input.password = values.password;
  return input;
}
