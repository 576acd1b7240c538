/**
 * The demo playbooks (issue 6 item 7): Summit Builders' (the customer of customeradmin@example.com),
 * last saved by its customer admin, and Riverstone Contractors'. Other customers have none yet.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../realtime/notify';
import { customerPlaybooks, customers, softwares, users } from './schema';

interface DemoPlaybook {
  customer: string;
  editor: string | null;
  software: string[];
  formats: string[];
  contacts: { name: string; role: string; email: string; phone: string }[];
  standards: string;
  instructions: string;
}

const PLAYBOOKS: readonly DemoPlaybook[] = [
  {
    customer: 'Summit Builders',
    editor: 'customeradmin@example.com',
    software: ['Bluebeam Revu', 'PlanSwift', 'Microsoft Excel'],
    formats: ['Excel workbook', 'Marked-up plans (PDF)', 'Bluebeam session'],
    contacts: [
      { name: 'Carla Mendes', role: 'Preconstruction Manager', email: 'customeradmin@example.com', phone: '3035550130' },
      { name: 'Estimating Desk', role: 'Bid questions and RFIs', email: 'estimating@summitbuilders.example.com', phone: '3035550199' },
    ],
    standards:
      'CSI MasterFormat 2018 divisions for every line item. Quantities in imperial units, rounded up to the next whole unit; waste factors listed separately (drywall 10 %, framing lumber 8 %, flooring 7 %). Colour legend on marked-up plans: blue new work, red demolition, green alternates.',
    instructions:
      'Take off from the latest addendum set only and list the sheet revision used on the cover page. Price alternates separately; never roll them into the base bid. Raise an RFI for any scope gap before the due date rather than assuming. Send the Bluebeam session link with every delivery so our project managers can review markups.',
  },
  {
    customer: 'Riverstone Contractors',
    editor: null,
    software: ['On-Screen Takeoff', 'Trimble Accubid'],
    formats: ['PDF report', 'CSV export'],
    contacts: [{ name: 'Jordan Ellis', role: 'Chief Estimator', email: 'bids@riverstone.example.com', phone: '7205550299' }],
    standards: 'Uniformat II elements for conceptual estimates, MasterFormat for detailed ones. Metric quantities on public-sector bids.',
    instructions: 'Separate site work from building work. Electrical take-offs go to Accubid in the standard Riverstone assembly library.',
  },
];

export async function seedPlaybooks(tx: Tx, now: Date): Promise<void> {
  const customerRows = await tx.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.name, PLAYBOOKS.map((p) => p.customer)));
  const softwareRows = await tx.select({ id: softwares.id, name: softwares.name }).from(softwares);
  const customerId = new Map(customerRows.map((row) => [row.name, row.id]));
  const softwareId = new Map(softwareRows.map((row) => [row.name, row.id]));
  for (const playbook of PLAYBOOKS) {
    const id = customerId.get(playbook.customer);
    if (id === undefined) continue;
    const [editor] = playbook.editor ? await tx.select({ id: users.id }).from(users).where(eq(users.email, playbook.editor)) : [];
    await tx.insert(customerPlaybooks).values({
      customerId: id,
      preferredSoftwareIds: playbook.software.flatMap((name) => softwareId.get(name) ?? []),
      deliverableFormats: playbook.formats,
      contacts: playbook.contacts,
      standards: playbook.standards,
      instructions: playbook.instructions,
      updatedBy: editor?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }
}
