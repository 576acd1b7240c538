/**
 * The customer form's values, their checks (spec §5 general rules, with the server's messages) and
 * the input they become; server field errors such as `services.0.price` map back to their rows.
 */
import { amount, email, optionalPhone, optionalWebsite, required, validate } from '../../domain/validation';
import type { CustomerDetails, CustomerInput, CustomerStatus, SubscriptionType } from './customer-fields';
import { newLine, type PriceLine, type PriceLineErrors } from './PriceLines';

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
  status: CustomerStatus;
  trial_end: string;
  storage_quota_mb: string;
  services: PriceLine[];
  addons: PriceLine[];
}

export type TextField = Exclude<keyof CustomerFormValues, 'services' | 'addons' | 'subscription_type' | 'status'>;

export interface CustomerFormErrors {
  fields: Partial<Record<string, string>>;
  services: Record<number, PriceLineErrors>;
  addons: Record<number, PriceLineErrors>;
}

export const NO_ERRORS: CustomerFormErrors = { fields: {}, services: {}, addons: {} };

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
    services: customer?.services.map((line) => newLine(line.service_id, line.price)) ?? [],
    addons: customer?.addons.map((line) => newLine(line.added_service_id, line.price)) ?? [],
  };
}

function lineErrors(lines: PriceLine[], noun: string): Record<number, PriceLineErrors> {
  const errors: Record<number, PriceLineErrors> = {};
  lines.forEach((line, index) => {
    const error: PriceLineErrors = {};
    if (!line.itemId) error.item = `Choose a ${noun}`;
    const price = amount(line.price);
    if (price) error.price = price;
    if (error.item || error.price) errors[index] = error;
  });
  return errors;
}

/** The client-side checks; null when the form may be sent. */
export function checkForm(values: CustomerFormValues): CustomerFormErrors | null {
  const fields = validate(
    { name: values.name, email: values.email, phone: values.phone, website: values.website, storage_quota_mb: values.storage_quota_mb },
    {
      name: required(),
      email: (value) => required()(value) ?? email(value),
      phone: optionalPhone,
      website: optionalWebsite,
      storage_quota_mb: (value) => (/^\d{1,8}$/.test(value.trim()) && Number(value) >= 1 ? null : 'Storage quota must be a whole number of MB from 1'),
    },
  );
  const errors: CustomerFormErrors = { fields, services: lineErrors(values.services, 'service'), addons: lineErrors(values.addons, 'add-on') };
  const any = Object.keys(errors.fields).length + Object.keys(errors.services).length + Object.keys(errors.addons).length;
  return any > 0 ? errors : null;
}

const idOrNull = (id: string) => (id ? Number(id) : null);
const textOrNull = (text: string) => text.trim() || null;

export function toInput(values: CustomerFormValues, revision?: number): CustomerInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: textOrNull(values.phone),
    website: textOrNull(values.website),
    address: textOrNull(values.address),
    partner_id: idOrNull(values.partner_id),
    agent_id: idOrNull(values.agent_id),
    sales_person_id: idOrNull(values.sales_person_id),
    subscription_type: values.subscription_type,
    status: values.status,
    trial_end: values.subscription_type === 'trial' ? textOrNull(values.trial_end) : null,
    storage_quota_mb: Number(values.storage_quota_mb),
    services: values.services.map((line) => ({ service_id: Number(line.itemId), price: line.price.trim() })),
    addons: values.addons.map((line) => ({ added_service_id: Number(line.itemId), price: line.price.trim() })),
    ...(revision === undefined ? {} : { revision }),
  };
}

/** The server's `{ field: message }` split into fields and rows (`services.0.price` → row 0's price). */
export function serverErrors(fieldErrors: Record<string, string>): CustomerFormErrors {
  const errors: CustomerFormErrors = { fields: {}, services: {}, addons: {} };
  for (const [path, message] of Object.entries(fieldErrors)) {
    const line = /^(services|addons)\.(\d+)\.(\w+)$/.exec(path);
    if (line) {
      const [, list, index, field] = line as unknown as [string, 'services' | 'addons', string, string];
      const row = (errors[list][Number(index)] ??= {});
      if (field === 'price') row.price = message;
      else row.item = message;
    } else errors.fields[path] = message;
  }
  return errors;
}
