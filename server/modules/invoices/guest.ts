/** Guest-account billing never sees invoices, whatever its role says (spec §2.3, §6). */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';

export const GUEST_NO_INVOICES = 'Invoices are not available for guest accounts';

/** Throws 403 for a guest-account caller: every invoice route and the dashboard's invoice cards. */
export function refuseGuestBilling(request: FastifyRequest): void {
  if (requireUser(request).record.user.billingType === 'guest_account') throw new HttpError(403, GUEST_NO_INVOICES);
}
