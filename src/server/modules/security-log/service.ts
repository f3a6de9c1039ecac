import { and, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db, DbTx } from "../../../db/database";
import { containsPattern } from "../../../db/like";
import { securityEvents } from "../../../db/schema";
import { CHANGE_KINDS, type FieldChange, type SecurityEventKind } from "../../../shared/security-events";
import type { Clock } from "../../clock";
import { type ListSort, orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import type { RequestOrigin } from "../../http/request-origin";
import { isCalendarDay, shopDayEnd, shopDayStart } from "../../shop-day";
import type { SecurityEventRow } from "./model";

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The account concerned: its e-mail (an attempt may name one with no account), and its id when it has one. */
  email?: string | null;
  userId?: number | null;
  /** Who did it, when it was not the account's holder (an admin). */
  actorId?: number | null;
  origin?: RequestOrigin;
  /** A word more: the new role, why a sign-in failed … never a password, token or code. */
  detail?: string;
}

const USER_AGENT_MAX = 300;

export interface EventFilter {
  kind?: SecurityEventKind | "CHANGES" | "SECURITY";
  searchText?: string;
  userId?: number;
  actorId?: number;
  item?: string;
  from?: string;
  to?: string;
}

/** Who did what, by id: the staff accounts feature knows their names (it is handed in, so neither imports the other). */
export type StaffNames = (ids: readonly number[]) => Promise<Map<number, string>>;

/** The security log (ASVS 7.1.3, 7.2.1): written beside the change it records, read and filtered by admins. */
export function createSecurityLog(db: Db, clock: Clock, staffNames: StaffNames) {
  return {
    async record(event: SecurityEvent, writer: Db | DbTx = db) {
      await writer.insert(securityEvents).values({
        at: clock(),
        kind: event.kind,
        email: event.email?.toLowerCase() ?? null,
        userId: event.userId ?? null,
        actorId: event.actorId ?? null,
        address: event.origin?.address ?? null,
        userAgent: event.origin?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        detail: event.detail ?? null,
      });
    },

    /**
     * Newest first; by kind (or all staff changes, or all security events), by a part of the e-mail or the item's
     * name, by the account, by who did it, by the item, by shop days.
     */
    list(query: Paging & ListSort & EventFilter) {
      const conditions: SQL[] = [];
      if (query.kind === "CHANGES") conditions.push(inArray(securityEvents.kind, [...CHANGE_KINDS]));
      else if (query.kind === "SECURITY") conditions.push(notInArray(securityEvents.kind, [...CHANGE_KINDS]));
      else if (query.kind) conditions.push(eq(securityEvents.kind, query.kind));
      if (query.userId) conditions.push(eq(securityEvents.userId, query.userId));
      if (query.actorId) conditions.push(eq(securityEvents.actorId, query.actorId));
      if (query.item) conditions.push(eq(securityEvents.item, query.item.trim()));
      if (query.from && isCalendarDay(query.from)) conditions.push(gte(securityEvents.at, shopDayStart(query.from)));
      if (query.to && isCalendarDay(query.to)) conditions.push(lt(securityEvents.at, shopDayEnd(query.to)));
      const text = query.searchText?.trim();
      if (text) {
        const pattern = containsPattern(text.toLowerCase());
        conditions.push(
          sql`(${securityEvents.email} LIKE ${pattern} ESCAPE '\\' OR (${securityEvents.item} IS NOT NULL AND lower(${securityEvents.detail}) LIKE ${pattern} ESCAPE '\\'))`,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      return paginate(
        query,
        20,
        () => countRows(db, securityEvents, where),
        async (limit, offset) => {
          const events = await db
            .select()
            .from(securityEvents)
            .where(where)
            .orderBy(...orderOf(query, { at: securityEvents.at }, [desc(securityEvents.at), desc(securityEvents.id)]))
            .limit(limit)
            .offset(offset);
          const names = await staffNames(events.flatMap((event) => (event.actorId === null ? [] : [event.actorId])));
          return events.map(
            (event): SecurityEventRow => ({
              eventId: event.id,
              at: event.at.toISOString(),
              kind: event.kind,
              email: event.email,
              userId: event.userId,
              actor:
                event.actorId === null ? null : { id: event.actorId, name: names.get(event.actorId) ?? "(deleted)" },
              address: event.address,
              userAgent: event.userAgent,
              detail: event.detail,
              item: event.item,
              changes: event.changes ? (JSON.parse(event.changes) as FieldChange[]) : [],
            }),
          );
        },
      );
    },
  };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;
