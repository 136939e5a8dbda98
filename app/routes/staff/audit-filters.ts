import { isAuditAction } from "#app/audit/actions.ts";
import type { AuditQuery } from "#app/audit/audit-log.server.ts";
import { searchText } from "#app/components/list/list-params.ts";
import { southAfricanDayEnd, southAfricanDayStart } from "#app/lib/format/time.ts";

/**
 * The audit log's filters from the address, for the page and its download:
 * what was understood becomes the query; anything unreadable is dropped.
 */
export function auditFilters(url: URL): { query: AuditQuery; params: Record<string, string> } {
  const get = (name: string) => searchText(url.searchParams, 254, name);
  const action = get("action");
  const since = southAfricanDayStart(get("from"));
  const until = southAfricanDayEnd(get("to"));
  const query: AuditQuery = {
    person: get("person") || undefined,
    action: isAuditAction(action) ? action : undefined,
    since,
    until,
  };
  return {
    query,
    params: {
      person: query.person ?? "",
      action: query.action ?? "",
      from: since ? get("from") : "",
      to: until ? get("to") : "",
    },
  };
}
