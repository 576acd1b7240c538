// The customer contract (src/domain/contracts/customer.ts): what it refuses and with which message,
// word for word, since the server's create/update bodies and the customer form both check with it.
import { describe, expect, it } from 'vitest';
import { CUSTOMER_LINE_MESSAGES, STORAGE_QUOTA_RULE, customerContract } from '../../src/domain/contracts/customer';
import { MESSAGES } from '../../src/domain/validation';
import { isRequired, maxLengthOf, shapeOf } from '../../src/ui/form/contract-meta';

/** The first message per dotted path of a refused input. */
function messagesOf(input: unknown): Record<string, string> {
  const result = customerContract.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('customer contract', () => {
  it('requires name and email with the spec §5 message and checks phone, website and quota', () => {
    expect(messagesOf({ name: ' ', email: '', phone: '12', website: 'not a site', storage_quota_mb: 0 })).toEqual({
      name: MESSAGES.fieldRequired,
      email: MESSAGES.fieldRequired,
      phone: MESSAGES.invalidPhone,
      website: MESSAGES.invalidWebsite,
      storage_quota_mb: STORAGE_QUOTA_RULE,
    });
    expect(messagesOf({ name: 'A', email: 'nope' })).toEqual({ email: MESSAGES.invalidEmail });
  });

  it('names a line without an item, a bad price and an item listed twice at the row', () => {
    expect(
      messagesOf({
        name: 'A',
        email: 'a@b.com',
        services: [
          { service_id: 0, price: '1' },
          { service_id: 3, price: '1.2345' },
        ],
        addons: [
          { added_service_id: 2, price: '1' },
          { added_service_id: 2, price: '2' },
        ],
      }),
    ).toEqual({
      'services.0.service_id': 'Choose a service',
      'services.1.price': 'Please enter a valid number with at most 3 decimals',
      'addons.1.added_service_id': CUSTOMER_LINE_MESSAGES.duplicateAddon,
    });
  });

  it('trims, lower-cases the email, defaults the subscription and turns empty optional text into null', () => {
    expect(customerContract.parse({ name: ' Acme ', email: ' A@B.COM ', phone: '', website: '', address: ' ', trial_end: '' })).toEqual({
      name: 'Acme',
      email: 'a@b.com',
      phone: null,
      website: null,
      address: null,
      partner_id: null,
      agent_id: null,
      sales_person_id: null,
      subscription_type: 'monthly',
      trial_end: null,
    });
  });

  it('gives the form its required fields and lengths', () => {
    const shape = shapeOf(customerContract);
    expect(isRequired(shape.name)).toBe(true);
    expect(isRequired(shape.email)).toBe(true);
    expect(isRequired(shape.phone)).toBe(false);
    expect(maxLengthOf(shape.name)).toBe(200);
    expect(maxLengthOf(shape.address)).toBe(500);
  });
});
