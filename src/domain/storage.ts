/** Storage requests (issue 6 item 6) as the API answers them: the server builds them, the screens read them. */

export type StorageRequestStatus = 'pending' | 'approved' | 'rejected' | 'dropped';
/** Whether the customer was told of the decision by email. */
export type StorageEmailStatus = 'not_sent' | 'sent' | 'failed';

export interface StorageRequest {
  id: number;
  customer_id: number;
  customer_name: string;
  partner_id: number | null;
  partner_name: string | null;
  /** The customer's quota now (after an approval it includes requested_mb). */
  quota_mb: number;
  requested_mb: number;
  reason: string;
  status: StorageRequestStatus;
  requested_by: { id: number; name: string } | null;
  decided_by: { id: number; name: string } | null;
  decided_at: string | null;
  decision_note: string;
  email_status: StorageEmailStatus;
  emailed_at: string | null;
  created_at: string;
}
