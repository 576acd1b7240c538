/**
 * The customer playbook (issue 6 item 7): who reads which customer's playbook, the customer admin's
 * save (validation at the field with nothing changed, stale revision → 409 naming who, the first save
 * of a new playbook), and the `record:changed` it sends.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerPlaybooks, customers, softwares } from '../../server/db/schema';
import type { Playbook } from '../../src/domain/contracts/playbook';
import { BACKENDS, login, post, startApp, type TestApp } from './helper';

const data = (response: LightMyRequestResponse) => (response.json() as { data: Playbook }).data;
const errors = (response: LightMyRequestResponse) => (response.json() as { errors: Record<string, string> }).errors;

describe.each(BACKENDS)('playbook on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let summit: number;
  let evergreen: number;
  let bluebeam: number;
  let excel: number;

  beforeAll(async () => {
    t = await startApp(backend);
    const emails = ['admin@example.com', 'partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'user@example.com'];
    const list = await Promise.all(emails.map((email) => login(t.app, email)));
    emails.forEach((email, index) => (tokens[email] = list[index] ?? ''));
    const byName = new Map((await t.app.db.select({ id: customers.id, name: customers.name }).from(customers)).map((c) => [c.name, c.id]));
    summit = byName.get('Summit Builders') ?? 0;
    evergreen = byName.get('Evergreen Homes') ?? 0;
    const software = new Map((await t.app.db.select({ id: softwares.id, name: softwares.name }).from(softwares)).map((s) => [s.name, s.id]));
    bluebeam = software.get('Bluebeam Revu') ?? 0;
    excel = software.get('Microsoft Excel') ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (email: string, body: object = {}) => post(t.app, '/api/playbook', body, tokens[email]);
  const save = (email: string, body: object) => post(t.app, '/api/playbook/update', body, tokens[email]);
  const stored = async () => (await t.app.db.select().from(customerPlaybooks).where(eq(customerPlaybooks.customerId, summit)))[0];

  describe('reading', () => {
    it("a customer admin reads their customer's seeded playbook and may edit it", async () => {
      const response = await read('customeradmin@example.com');
      expect(response.statusCode).toBe(200);
      const playbook = data(response);
      expect(playbook.customer).toEqual({ id: summit, name: 'Summit Builders' });
      expect(playbook.preferred_software.map((s) => s.name)).toEqual(['Bluebeam Revu', 'PlanSwift', 'Microsoft Excel']);
      expect(playbook.deliverable_formats).toContain('Excel workbook');
      expect(playbook.contacts[0]).toEqual({ name: 'Carla Mendes', role: 'Preconstruction Manager', email: 'customeradmin@example.com', phone: '3035550130' });
      expect(playbook.revision).toBe(1);
      expect(playbook.updated_by?.name).toBe('Carla Mendes');
      expect(playbook.can_edit).toBe(true);
    });

    it('other customer users read it without edit; another customer is not found', async () => {
      for (const email of ['user@example.com', 'branchadmin@example.com']) {
        const playbook = data(await read(email));
        expect(playbook.customer.id).toBe(summit);
        expect(playbook.can_edit).toBe(false);
        expect((await read(email, { customer_id: summit })).statusCode).toBe(200);
        expect((await read(email, { customer_id: evergreen })).statusCode).toBe(404);
      }
    });

    it('staff read the playbook of a customer in their scope, named by customer_id', async () => {
      for (const email of ['admin@example.com', 'partner@example.com', 'partneruser@example.com', 'agent@example.com']) {
        const response = await read(email, { customer_id: summit });
        expect(response.statusCode, email).toBe(200);
        expect(data(response).can_edit).toBe(false);
        const missing = await read(email);
        expect(missing.statusCode).toBe(400);
        expect(errors(missing).customer_id).toBe('This field is required');
      }
      // Evergreen Homes is Keystone's: the admin reads its (empty) playbook, Northwind's staff get 404.
      const empty = data(await read('admin@example.com', { customer_id: evergreen }));
      expect(empty).toMatchObject({ revision: 0, contacts: [], preferred_software: [], updated_by: null, updated_at: null });
      for (const email of ['partner@example.com', 'partneruser@example.com', 'agent@example.com']) expect((await read(email, { customer_id: evergreen })).statusCode).toBe(404);
      expect((await read('admin@example.com', { customer_id: 999_999 })).statusCode).toBe(404);
      expect((await read('admin@example.com', { customer_id: 'x' })).statusCode).toBe(400);
    });
  });

  describe('saving', () => {
    const valid = () => ({
      preferred_software_ids: [excel, bluebeam, excel],
      deliverable_formats: [' PDF report ', 'Quantities by floor', 'PDF report'],
      contacts: [{ name: ' Ana Ruiz ', role: 'Estimator', email: 'Ana.Ruiz@Summit.example.com', phone: '+13035550144' }, { name: 'Desk', email: 'desk@summit.example.com' }],
      standards: 'MasterFormat 2018.',
      instructions: 'Latest addendum only.',
    });

    it('only customer admins save, whatever they send', async () => {
      for (const email of ['user@example.com', 'branchadmin@example.com', 'admin@example.com', 'partner@example.com', 'agent@example.com']) {
        expect((await save(email, { ...valid(), revision: 1 })).statusCode, email).toBe(403);
        expect((await save(email, { contacts: 'nonsense' })).statusCode, email).toBe(403);
      }
      expect((await stored())?.revision).toBe(1);
    });

    it('refuses bad input at the field and changes nothing', async () => {
      const before = await stored();
      const cases: [object, string, string][] = [
        [{ ...valid(), contacts: [{ name: 'Ana', email: 'not-an-email' }] }, 'contacts.0.email', 'Please Enter a valid email'],
        [{ ...valid(), contacts: [{ name: 'Ana', email: '' }] }, 'contacts.0.email', 'This field is required'],
        [{ ...valid(), contacts: [{ name: '  ', email: 'ana@example.com' }] }, 'contacts.0.name', 'This field is required'],
        [{ ...valid(), contacts: [{ name: 'Ana', email: 'ana@example.com', phone: '12345' }] }, 'contacts.0.phone', 'Please enter a valid phone number: an optional + and country code, then 10 digits'],
        [{ ...valid(), preferred_software_ids: [999_999] }, 'preferred_software_ids', 'Unknown software: 999999'],
        [{ ...valid(), deliverable_formats: ['x'.repeat(61)] }, 'deliverable_formats.0', 'A format may be at most 60 characters'],
        [{ ...valid(), standards: 'x'.repeat(5001) }, 'standards', 'Standards must be at most 5000 characters'],
        [{ ...valid(), contacts: Array.from({ length: 21 }, () => ({ name: 'A', email: 'a@example.com' })) }, 'contacts', 'At most 20 contacts'],
        [valid(), 'revision', 'revision is required: the revision of the playbook the edit was made from (0 for a new one)'],
      ];
      for (const [body, field, message] of cases) {
        const response = await save('customeradmin@example.com', { revision: 1, ...body, ...(field === 'revision' ? { revision: undefined } : {}) });
        expect(response.statusCode, field).toBe(400);
        expect(errors(response)[field], field).toBe(message);
      }
      expect(await stored()).toEqual(before);
    });

    it('saves, trimmed and without duplicates, tells open views, and refuses a stale revision naming who saved', async () => {
      const changed = vi.spyOn(t.app.realtime, 'recordChanged');
      const response = await save('customeradmin@example.com', { ...valid(), revision: 1 });
      expect(response.statusCode).toBe(200);
      const playbook = data(response);
      expect(playbook.revision).toBe(2);
      expect(playbook.preferred_software.map((s) => s.name)).toEqual(['Microsoft Excel', 'Bluebeam Revu']);
      expect(playbook.deliverable_formats).toEqual(['PDF report', 'Quantities by floor']);
      expect(playbook.contacts).toEqual([
        { name: 'Ana Ruiz', role: 'Estimator', email: 'ana.ruiz@summit.example.com', phone: '+13035550144' },
        { name: 'Desk', role: '', email: 'desk@summit.example.com', phone: '' },
      ]);
      expect(changed).toHaveBeenCalledWith('playbook', summit);
      changed.mockRestore();
      // The user sees the change.
      expect(data(await read('user@example.com')).instructions).toBe('Latest addendum only.');

      const stale = await save('customeradmin@example.com', { ...valid(), standards: 'Older', revision: 1 });
      expect(stale.statusCode).toBe(409);
      const body = stale.json() as { messages: string; data: { revision: number; updated_by: { name: string } } };
      expect(body.messages).toBe('This playbook was changed by Carla Mendes after you opened it. Reload it to see their changes, then make yours again.');
      expect(body.data.revision).toBe(2);
      expect((await stored())?.standards).toBe('MasterFormat 2018.');
    });

    it('creates a playbook with revision 0 when the customer has none', async () => {
      await t.app.db.delete(customerPlaybooks).where(eq(customerPlaybooks.customerId, summit));
      expect(data(await read('customeradmin@example.com')).revision).toBe(0);
      expect((await save('customeradmin@example.com', { ...valid(), revision: 1 })).statusCode).toBe(409);
      const created = await save('customeradmin@example.com', { preferred_software_ids: [], deliverable_formats: [], contacts: [], revision: 0 });
      expect(created.statusCode).toBe(200);
      expect(data(created)).toMatchObject({ revision: 1, standards: '', contacts: [] });
      expect((await save('customeradmin@example.com', { preferred_software_ids: [], deliverable_formats: [], contacts: [], revision: 0 })).statusCode).toBe(409);
    });
  });
});
