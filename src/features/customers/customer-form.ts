/**
 * The customer form's values (as typed) and the contract input they become
 * (src/domain/contracts/customer.ts checks it, here and on the server); an error inside a line list
 * (`services.0.price`) belongs to that list's field.
 */
import type { CustomerContractInput } from '../../domain/contracts/customer';
import { idOrNone } from '../../ui/form/use-record-form';
import type { Status } from '../../domain/contracts/fields';
import type { CustomerDetails, SubscriptionType } from './customer-fields';
import { newLine, type PriceLine } from './PriceLines';

export const DEFAULT_QUOTA_MB = 10240;

export interface CustomerFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  partner_id: string;
  agent_id: string;
  sales_person_id: string;
  subscription_type: SubscriptionType;
  status: Status;
  trial_end: string;
  storage_quota_mb: string;
  services: PriceLine[];
  addons: PriceLine[];
}

export function initialValues(customer?: CustomerDetails): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    website: customer?.website ?? '',
    address: customer?.address ?? '',
    partner_id: customer?.partner?.id ?? '',
    agent_id: customer?.agent?.id ?? '',
    sales_person_id: customer?.sales_person?.id ?? '',
    subscription_type: customer?.subscription_type ?? 'monthly',
    status: customer?.status ?? 'active',
    trial_end: customer?.trial_end ?? '',
    storage_quota_mb: String(customer?.storage_quota_mb ?? DEFAULT_QUOTA_MB),
    services: (customer?.services ?? []).map((line) => newLine(line.service_id, line.price)),
    addons: (customer?.addons ?? []).map((line) => newLine(line.added_service_id, line.price)),
  };
}

/** A typed whole number, or NaN (which the contract refuses with the quota's message). */
const quota = (text: string) => (/^\d{1,8}$/.test(text.trim()) ? Number(text) : Number.NaN);
/** A chosen line item, or 0 (which the contract refuses with "Choose a …"). */
const itemOf = (id: string) => (id ? Number(id) : 0);

export function toInput(values: CustomerFormValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    website: values.website,
    address: values.address,
    partner_id: idOrNone(values.partner_id),
    agent_id: idOrNone(values.agent_id),
    sales_person_id: idOrNone(values.sales_person_id),
    subscription_type: values.subscription_type,
    status: values.status,
    trial_end: values.subscription_type === 'trial' ? values.trial_end : null,
    storage_quota_mb: quota(values.storage_quota_mb),
    services: values.services.map((line) => ({ service_id: itemOf(line.itemId), price: line.price })),
    addons: values.addons.map((line) => ({ added_service_id: itemOf(line.itemId), price: line.price })),
  } satisfies CustomerContractInput;
}

/** `services.2.price` → the `services` list's field. */
export function customerFieldOf(path: string): string | undefined {
  const list = /^(services|addons)\./.exec(path);
  return list?.[1];
}
