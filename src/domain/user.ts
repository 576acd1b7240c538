/** The signed-in user as `GET /api/auth/whoami` answers it (spec §3). */
export const USER_TYPES = ['User', 'Customer Admin', 'Branch Admin', 'Customer Branch Lead'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const BILLING_TYPES = ['standard', 'guest_account'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  /** The role's name. */
  role: string;
  image_uri: string | null;
  /** The version label shown in the sidebar and beside the logo. */
  version: string;
  /** `Resource.action` strings, e.g. `Customer.view`, `Enq.seeAll`. */
  permissions: string[];
  is_admin: boolean;
  ispartner: boolean;
  isagent: boolean;
  ispartneruser: boolean;
  billing_type: BillingType;
  /** Customer-side user kind; null for staff, partners and agents. */
  type: UserType | null;
  customer_id: number | null;
}
