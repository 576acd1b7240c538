// The record contracts of src/domain/contracts: what each refuses and with which message, word for
// word (spec §5 and the API's field messages, which the server's body schemas are built from).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { addedServiceContract } from '../../src/domain/contracts/added-service';
import { agentContract, COMMISSION_RULE } from '../../src/domain/contracts/agent';
import { branchContract } from '../../src/domain/contracts/branch';
import { PRICE_TOO_LARGE } from '../../src/domain/contracts/fields';
import { holidayContract } from '../../src/domain/contracts/holiday';
import { partnerContract } from '../../src/domain/contracts/partner';
import { playbookContract } from '../../src/domain/contracts/playbook';
import { passwordChangeContract, profileContract } from '../../src/domain/contracts/profile';
import { projectContract, projectFormContract } from '../../src/domain/contracts/project';
import { REVIEW_FIELD_MESSAGES, reviewContract } from '../../src/domain/contracts/review';
import { roleContract } from '../../src/domain/contracts/role';
import { serviceContract } from '../../src/domain/contracts/service';
import { softwareContract } from '../../src/domain/contracts/software';
import { STORAGE_REQUEST_MESSAGES, storageDecisionContract, storageRequestContract } from '../../src/domain/contracts/storage';
import { USER_PLACEMENT_MESSAGES, userContract } from '../../src/domain/contracts/user';
import { REMINDER_DAYS_MESSAGE } from '../../src/domain/due-reminders';
import { MESSAGES } from '../../src/domain/validation';
import { isRequired, maxLengthOf, schemaAt, shapeOf } from '../../src/ui/form/contract-meta';

/** The first message per field of a refused input ('' for the object itself). */
function messagesOf(contract: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = contract.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0] ?? '')] ??= issue.message;
  return messages;
}

describe('branch contract', () => {
  it('requires the name and customer with spec §5 message and checks email and phone', () => {
    expect(messagesOf(branchContract, { name: '  ', email: 'nope', phone: '12' })).toEqual({
      name: MESSAGES.fieldRequired,
      customer_id: MESSAGES.fieldRequired,
      email: MESSAGES.invalidEmail,
      phone: MESSAGES.invalidPhone,
    });
  });

  it('trims, lower-cases the email and turns empty optional text into null', () => {
    expect(branchContract.parse({ name: ' North ', customer_id: 4, city: '', email: ' A@B.COM ', phone: '', scope_of_work: '' })).toEqual({
      name: 'North',
      customer_id: 4,
      city: null,
      email: 'a@b.com',
      phone: null,
      address: null,
      scope_of_work: '',
      lead_user_id: null,
    });
  });

  it('refuses over-long text with the field label', () => {
    expect(messagesOf(branchContract, { name: 'x'.repeat(101), customer_id: 1, address: 'y'.repeat(301) })).toEqual({
      name: 'Branch name must be at most 100 characters',
      address: 'Address must be at most 300 characters',
    });
  });
});

describe('holiday contract', () => {
  it('words absence as the API has always done and refuses an end before the start', () => {
    expect(messagesOf(holidayContract, {})).toEqual({
      holiday_name: 'Holiday name is required',
      holiday_from: 'holiday_from is required',
      holiday_to: 'holiday_to is required',
      message: 'Message is required',
    });
    expect(messagesOf(holidayContract, { holiday_name: 'Eid', holiday_from: '2026-04-02', holiday_to: '2026-04-01', message: 'Closed' })).toEqual({
      holiday_to: 'The end date must be on or after the start date',
    });
    expect(messagesOf(holidayContract, { holiday_name: 'Eid', holiday_from: '2026-02-30', holiday_to: '2026-03-01', message: 'Closed' })).toEqual({
      holiday_from: 'holiday_from must be a date in the form YYYY-MM-DD',
    });
  });
});

describe('catalogue contracts', () => {
  it('checks prices with the decimal rule of spec §5', () => {
    expect(messagesOf(addedServiceContract, { name: 'Rush', price: '1.2345' })).toEqual({ price: MESSAGES.invalidDecimal });
    expect(messagesOf(addedServiceContract, { name: 'Rush', price: '-1' })).toEqual({ price: MESSAGES.negativeAmount });
    expect(messagesOf(addedServiceContract, { name: 'Rush', price: '1000000000' })).toEqual({ price: PRICE_TOO_LARGE });
    expect(addedServiceContract.parse({ name: 'Rush', price: '+12.50' })).toEqual({ name: 'Rush', price: '12.50', description: '' });
  });

  it('keeps a service to its work types and its software to record ids', () => {
    expect(messagesOf(serviceContract, { name: 'Takeoff', work_type: 'XYZ', price: '1', software_ids: [0] })).toEqual({
      work_type: 'Work type must be one of QTO, FTE or Others',
      software_ids: 'Choose software from the list',
    });
    expect(serviceContract.parse({ name: 'Takeoff', work_type: 'QTO', price: 1 }).software_ids).toEqual([]);
  });

  it('requires a software name of at most 200 characters', () => {
    expect(messagesOf(softwareContract, { name: '' })).toEqual({ name: MESSAGES.fieldRequired });
    expect(messagesOf(softwareContract, { name: 'x'.repeat(201) })).toEqual({ name: 'Name must be at most 200 characters' });
  });
});

describe('role contract', () => {
  it('names its required name and refuses unknown permissions', () => {
    expect(messagesOf(roleContract, { name: ' ', permissions: ['Customer.view', 'Nope.fly'] })).toEqual({
      name: 'Role name is required',
      permissions: 'Unknown permission: "Nope.fly"',
    });
  });

  it('stores permissions once each in the order of the permission keys', () => {
    const role = roleContract.parse({ name: 'Clerk', permissions: ['Role.view', 'Customer.update', 'Customer.view', 'Role.view'] });
    expect(role.permissions).toEqual(['Customer.view', 'Customer.update', 'Role.view']);
  });
});

describe('agent contract', () => {
  it('requires name and email and keeps the commission to 0–100 with 2 decimals', () => {
    expect(messagesOf(agentContract, { name: '', email: '', commission_percent: '100.5' })).toEqual({
      name: MESSAGES.fieldRequired,
      email: MESSAGES.fieldRequired,
      commission_percent: COMMISSION_RULE,
    });
    expect(messagesOf(agentContract, { name: 'Ann', email: 'ann@x.io', commission_percent: '7.125' })).toEqual({ commission_percent: COMMISSION_RULE });
    expect(agentContract.parse({ name: 'Ann', email: 'Ann@X.io', commission_percent: ' ' })).toEqual({ name: 'Ann', email: 'ann@x.io', phone: null, commission_percent: null });
  });
});

describe('partner contract', () => {
  it('requires name and email, checks phone and website with spec §5 messages and prices with the decimal rule', () => {
    expect(messagesOf(partnerContract, { name: ' ', email: '', phone: '12', website: 'not a site' })).toEqual({
      name: MESSAGES.fieldRequired,
      email: MESSAGES.fieldRequired,
      phone: MESSAGES.invalidPhone,
      website: MESSAGES.invalidWebsite,
    });
    const refused = partnerContract.safeParse({ name: 'Acme', email: 'a@acme.io', services: [{ service_id: 1, software_id: 2, price: '1.2345' }], addons: [{ added_service_id: 3, price: '1e12' }] });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['services.0.price', MESSAGES.invalidDecimal],
      ['addons.0.price', MESSAGES.invalidDecimal],
    ]);
    expect(messagesOf(partnerContract, { name: 'x'.repeat(201), email: 'a@acme.io', address: 'y'.repeat(501) })).toEqual({
      name: 'Name must be at most 200 characters',
      address: 'Address must be at most 500 characters',
    });
    expect(partnerContract.parse({ name: ' Acme ', email: 'A@Acme.io', website: ' ', services: [{ service_id: 1, software_id: 2, price: '+450.5' }] })).toEqual({
      name: 'Acme',
      email: 'a@acme.io',
      phone: null,
      website: null,
      address: null,
      services: [{ service_id: 1, software_id: 2, price: '450.5' }],
    });
  });
});

describe('user contract', () => {
  const person = { name: 'Nora', email: 'nora@x.io', role_id: 2 };
  it('checks the person with spec §5 messages and the password with the general rule', () => {
    expect(messagesOf(userContract, { name: '', email: 'nope', phone: '12', role_id: 0, password: 'short' })).toEqual({
      name: MESSAGES.fieldRequired,
      email: MESSAGES.invalidEmail,
      phone: MESSAGES.invalidPhone,
      role_id: 'role_id must be a record id',
      password: MESSAGES.passwordGeneralRule,
    });
    expect(messagesOf(userContract, { ...person, password: '' })).toEqual({ password: MESSAGES.fieldRequired });
    expect(messagesOf(userContract, { ...person, name: 'n'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters' });
  });

  it('places the account: a customer user has a type, a branch type a branch, a partner (user) a partner, an agent its record', () => {
    expect(messagesOf(userContract, { ...person, customer_id: 3 })).toEqual({ type: USER_PLACEMENT_MESSAGES.typeNeeded });
    expect(messagesOf(userContract, { ...person, customer_id: 3, type: 'Branch Admin' })).toEqual({ branch_id: USER_PLACEMENT_MESSAGES.branchNeeded });
    expect(messagesOf(userContract, { ...person, type: 'User' })).toEqual({ customer_id: USER_PLACEMENT_MESSAGES.customerNeeded });
    expect(messagesOf(userContract, { ...person, ispartneruser: true })).toEqual({ partner_id: USER_PLACEMENT_MESSAGES.partnerNeeded });
    expect(messagesOf(userContract, { ...person, isagent: true })).toEqual({ agent_id: USER_PLACEMENT_MESSAGES.agentNeeded });
    expect(messagesOf(userContract, { ...person, customer_id: 3, type: 'Branch Admin', branch_id: 4 })).toEqual({});
  });
});

describe('what a form reads from a contract', () => {
  it('knows the required fields and the longest text of each', () => {
    const shape = shapeOf(branchContract);
    expect(Object.keys(shape).filter((name) => isRequired(shape[name]))).toEqual(['name', 'customer_id']);
    expect(Object.fromEntries(Object.keys(shape).map((name) => [name, maxLengthOf(shape[name])]))).toEqual({
      name: 100,
      customer_id: undefined,
      city: 100,
      email: 254,
      phone: 20,
      address: 300,
      scope_of_work: 5000,
      lead_user_id: undefined,
    });
    // A contract with an object-level refinement still shows its fields.
    expect(Object.keys(shapeOf(holidayContract))).toEqual(['holiday_name', 'holiday_from', 'holiday_to', 'message']);
    expect(maxLengthOf(shapeOf(roleContract).description)).toBe(500);
    // A refined optional text (the partner's website) keeps its length.
    expect(maxLengthOf(shapeOf(partnerContract).website)).toBe(300);
  });

  it('reads a field inside a list of objects by its path', () => {
    const at = (path: string) => [isRequired(schemaAt(playbookContract, path)), maxLengthOf(schemaAt(playbookContract, path))];
    expect(['contacts.0.name', 'contacts.3.role', 'contacts.1.email', 'contacts.0.phone', 'standards'].map(at)).toEqual([
      [true, 100],
      [false, 100],
      [true, 254],
      [false, 20],
      [false, 5000],
    ]);
    expect(schemaAt(playbookContract, 'contacts.0.unknown')).toBeUndefined();
    expect(maxLengthOf(schemaAt(storageRequestContract, 'reason'))).toBe(1000);
  });
});

describe('project contract', () => {
  const body = { name: ' Annex ', service_id: 4, due_date: '2026-12-15' };

  it("leaves the customer, branch and work type to the server's rules for an API caller, and stores empty text as ''", () => {
    expect(projectContract.parse(body)).toEqual({ name: 'Annex', client_project_number: '', customer_id: null, branch_id: null, service_id: 4, software_id: null, due_date: '2026-12-15', scope_of_work: '' });
    expect(messagesOf(projectContract, { ...body, service_id: 0, work_type: 'Other', due_date: '12/15/2026', added_service_ids: [2, 2] })).toEqual({
      service_id: 'Choose a service',
      work_type: 'Work type must be QTO, FTE or Others',
      due_date: 'Due date must be a date in the form YYYY-MM-DD',
      added_service_ids: 'Each add-on can be chosen once',
    });
    expect(messagesOf(projectContract, {})).toMatchObject({ name: MESSAGES.fieldRequired, service_id: 'Choose a service', due_date: 'Due date is required' });
  });

  it('makes the form choose them, and gives its text fields their lengths', () => {
    expect(messagesOf(projectFormContract, { ...body, customer_id: 0, branch_id: 0 })).toEqual({ customer_id: 'Choose a customer', branch_id: 'Choose a branch', work_type: 'Choose a work type' });
    const shape = shapeOf(projectFormContract);
    expect(Object.keys(shape).filter((name) => isRequired(shape[name]))).toEqual(['name', 'customer_id', 'branch_id', 'service_id', 'work_type', 'due_date']);
    expect([maxLengthOf(shape.name), maxLengthOf(shape.client_project_number), maxLengthOf(shape.scope_of_work)]).toEqual([200, 100, 10_000]);
  });
});

describe('profile contracts', () => {
  it('checks the details with the spec messages and trims them', () => {
    expect(messagesOf(profileContract, { name: ' ', phone: '12345', two_factor: false, due_reminder_days: 31 })).toEqual({
      name: MESSAGES.fieldRequired,
      phone: MESSAGES.invalidPhone,
      due_reminder_days: REMINDER_DAYS_MESSAGE,
    });
    expect(messagesOf(profileContract, { name: 'x'.repeat(101), two_factor: 'yes' })).toEqual({ name: 'Name must be at most 100 characters', two_factor: 'two_factor must be true or false' });
    expect(profileContract.parse({ name: ' Uma ', phone: ' ', two_factor: true })).toEqual({ name: 'Uma', phone: null, two_factor: true });
    expect(maxLengthOf(shapeOf(profileContract).phone)).toBe(20);
    expect(isRequired(shapeOf(profileContract).due_reminder_days)).toBe(false);
  });

  it('words a password change as spec §5 does: the confirmation only once the new password passes', () => {
    expect(messagesOf(passwordChangeContract, { current_password: '', password: '', confirmpassword: '' })).toEqual({
      current_password: MESSAGES.fieldRequired,
      password: MESSAGES.fieldRequired,
    });
    expect(messagesOf(passwordChangeContract, { current_password: 'x', password: 'short', confirmpassword: '' })).toEqual({ password: MESSAGES.passwordRule });
    expect(messagesOf(passwordChangeContract, { current_password: 'x', password: 'Better@2027', confirmpassword: '' })).toEqual({ confirmpassword: MESSAGES.fieldRequired });
    expect(messagesOf(passwordChangeContract, { current_password: 'x', password: 'Better@2027', confirmpassword: 'Better@2028' })).toEqual({ confirmpassword: MESSAGES.passwordMismatch });
    expect(passwordChangeContract.safeParse({ current_password: 'x', password: 'Better@2027', confirmpassword: 'Better@2027' }).success).toBe(true);
    expect(maxLengthOf(shapeOf(passwordChangeContract).password)).toBe(128);
  });
});

describe('review contract', () => {
  it('takes a 0–10 score with the API messages, trims the comment and leaves the project optional', () => {
    expect(messagesOf(reviewContract, {})).toEqual({ score: REVIEW_FIELD_MESSAGES.scoreRequired });
    expect(messagesOf(reviewContract, { score: 11, comment: 'x'.repeat(2001), project_id: 0 })).toEqual({
      score: REVIEW_FIELD_MESSAGES.scoreRange,
      comment: 'Comment must be at most 2000 characters',
      project_id: 'project_id must be an id',
    });
    expect(reviewContract.parse({ score: 9, comment: ' Great ', project_id: null })).toEqual({ score: 9, comment: 'Great', project_id: undefined });
  });
});

describe('storage contracts', () => {
  it('asks for whole MB with a reason; the customer is optional (customer users ask for their own)', () => {
    expect(messagesOf(storageRequestContract, { reason: ' ' })).toEqual({ requested_mb: STORAGE_REQUEST_MESSAGES.mbRequired, reason: STORAGE_REQUEST_MESSAGES.reasonRequired });
    expect(messagesOf(storageRequestContract, { customer_id: 0, requested_mb: 1_048_577, reason: 'y'.repeat(1001) })).toEqual({
      customer_id: 'customer_id must be a record id',
      requested_mb: STORAGE_REQUEST_MESSAGES.mbRange,
      reason: 'Reason must be at most 1000 characters',
    });
    expect(storageRequestContract.parse({ requested_mb: 500, reason: ' More plans ' })).toEqual({ requested_mb: 500, reason: 'More plans' });
  });

  it('decides a request with an optional note', () => {
    expect(messagesOf(storageDecisionContract, { approve: 'yes' })).toEqual({ id: 'id is required', approve: 'approve must be true or false' });
    expect(storageDecisionContract.parse({ id: 3, approve: false })).toEqual({ id: 3, approve: false, note: '' });
  });
});

describe('playbook contract', () => {
  it('keeps each software and format once and checks every contact', () => {
    const saved = playbookContract.parse({
      preferred_software_ids: [2, 1, 2],
      deliverable_formats: [' PDF report ', 'PDF report'],
      contacts: [{ name: ' Ana ', email: 'ANA@EXAMPLE.COM' }],
    });
    expect(saved).toEqual({ preferred_software_ids: [2, 1], deliverable_formats: ['PDF report'], contacts: [{ name: 'Ana', role: '', email: 'ana@example.com', phone: '' }], standards: '', instructions: '' });
    const refused = playbookContract.safeParse({ preferred_software_ids: [], deliverable_formats: [''], contacts: [{ name: '', email: 'nope' }] });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['deliverable_formats.0', MESSAGES.fieldRequired],
      ['contacts.0.name', MESSAGES.fieldRequired],
      ['contacts.0.email', MESSAGES.invalidEmail],
    ]);
  });
});
