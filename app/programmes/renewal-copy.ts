import { formatDate } from "#app/lib/format/dates.ts";

/** A programme's renewal as its overview and quote pages speak of it (app/routes/programmes/page.tsx). */
export interface RenewalNotice {
  /** The renewal date, a South African day ("2026-10-01"). */
  date: string;
  /** Days left until it; 0 on the day and after it. */
  daysLeft: number;
  /** Days since it passed with no renewal bound (binding moves the date a year on); null before and on the day. */
  daysOverdue: number | null;
}

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;

/**
 * What the renewal notice says, by the day (issue 35, item 7): before the renewal date it invites the request so the
 * cover can be bound "before the old one ends"; once the date has passed the old cover has ended, and the words say
 * so: the date was due, and a renewal bound now starts on it, with no gap. Dates in words, as everywhere.
 */
export function renewalCopy(notice: RenewalNotice, programmeName: string) {
  const date = formatDate(notice.date);
  const overdue = notice.daysOverdue !== null;
  return {
    heading: overdue ? `Renewal overdue: the programme was due to renew on ${date}` : `Your renewal is on ${date}`,
    text: [
      overdue
        ? `The renewal date passed ${days(notice.daysOverdue!)} ago and no renewal has been bound.`
        : notice.daysLeft === 0
          ? "The programme renews today."
          : `The programme renews in ${days(notice.daysLeft)}.`,
      `Check your schedule of ${programmeName}'s vehicles and assets and ask our underwriters for your renewal quotation,`,
      overdue
        ? "which can be bound from the renewal date, so that the cover has no gap."
        : "so that there is time to read it, accept it and have the cover bound before the old one ends.",
    ].join(" "),
    /** The quote page's aside on a renewal request: "(the programme renews on 1 October 2026)". */
    quotePage: overdue ? `the programme was due to renew on ${date}` : `the programme renews on ${date}`,
  };
}

/** The overview's renewal date: once it has passed with no renewal bound, it says so beside the date. */
export function renewalDateFact(renewalDate: string, today: string): string {
  return renewalDate < today ? `${formatDate(renewalDate)} (passed, no renewal bound yet)` : formatDate(renewalDate);
}
