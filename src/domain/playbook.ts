/**
 * The customer playbook (issue 6 item 7): a customer's standing instructions for estimating work. The
 * known deliverable formats and the limits, shared by the edit form and the playbook contract
 * (src/domain/contracts/playbook.ts: the fields, their checks and the answered playbook).
 */

/** Formats offered as choices; a customer may add its own as free text. */
export const DELIVERABLE_FORMATS = [
  'PDF report',
  'Excel workbook',
  'CSV export',
  'Marked-up plans (PDF)',
  'Bluebeam session',
  'PlanSwift project',
  'On-Screen Takeoff project',
  'DWG drawings',
] as const;

export const PLAYBOOK_LIMITS = {
  contacts: 20,
  formats: 20,
  formatLength: 60,
  software: 20,
  name: 100,
  role: 100,
  text: 5000,
} as const;
