/** The playbook contact contract of src/domain/contracts/playbook.ts: spec §5 messages at each field. */
import { describe, expect, it } from 'vitest';
import { playbookContactContract, type PlaybookContact } from '../../src/domain/contracts/playbook';

const contact = { name: 'Ana Ruiz', role: 'Estimator', email: 'ana@example.com', phone: '' };

/** The first message per field of a contact; an empty object when it passes. */
function contactErrors(input: PlaybookContact): Record<string, string> {
  const result = playbookContactContract.safeParse(input);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the playbook contact contract', () => {
  it('passes a contact with a name and a valid email; role and phone are optional', () => {
    expect(contactErrors(contact)).toEqual({});
    expect(contactErrors({ ...contact, role: '', phone: '+13035550144' })).toEqual({});
  });

  it('names each failing field with the spec message', () => {
    expect(contactErrors({ name: ' ', role: '', email: '', phone: '' })).toEqual({ name: 'This field is required', email: 'This field is required' });
    expect(contactErrors({ ...contact, email: 'ana@example' })).toEqual({ email: 'Please Enter a valid email' });
    expect(contactErrors({ ...contact, phone: '303555' })).toEqual({ phone: 'Please enter a valid phone number: an optional + and country code, then 10 digits' });
    expect(contactErrors({ ...contact, name: 'x'.repeat(101), role: 'y'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters', role: 'Role must be at most 100 characters' });
  });
});
