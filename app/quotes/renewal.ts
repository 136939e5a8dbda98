/**
 * Renewals: from 90 days before a programme's renewal date until the day
 * itself, its users see a notice on the overview inviting a renewal
 * quotation request. Dates are South African calendar days ("YYYY-MM-DD").
 */
export const RENEWAL_NOTICE_DAYS = 90;

const DAY_MS = 24 * 3600_000;

/** Days from `today` to the renewal date, when the notice is due; undefined otherwise (too early, or past). */
export function renewalDaysLeft(renewalDate: string, today: string): number | undefined {
  const days = Math.round((Date.parse(`${renewalDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) && days >= 0 && days <= RENEWAL_NOTICE_DAYS ? days : undefined;
}

/** Days since the renewal date when it has passed without a renewal bound (binding moves it a year on); else undefined. */
export function renewalDaysOverdue(renewalDate: string, today: string): number | undefined {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${renewalDate}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : undefined;
}
