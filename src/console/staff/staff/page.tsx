import { useMemo, useState } from "react";
import type { PageProps, StaffAccount } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { useRevalidate } from "../../../shared/page-router";
import { formatShopDate, formatShopHourMinute } from "../../../shared/shop-time";
import { useConfirm } from "../../components/confirm-dialog";
import { columnsOf } from "../../components/data-table";
import { ListFrame, ListTable, SearchBox, useListGo } from "../../components/list-frame";
import { useListChange } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useViewer } from "../../viewer";
import { SetPasswordDialog } from "../set-password-dialog";
import { list } from "./route";

const column = columnsOf<StaffAccount>();
const SORTABLE = new Set(["name", "email", "role", "status", "registerDate"]);
type Role = StaffAccount["role"];
type Status = StaffAccount["status"];

const STATUS_TONES: Record<Status, string> = {
  PENDING: "bg-orange-100 text-orange-900 border-orange-300",
  ACTIVE: "bg-green-100 text-green-900 border-green-300",
  DISABLED: "bg-gray-100 text-gray-800 border-gray-400",
};
const word = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const nameOf = (account: StaffAccount) => `${account.firstName} ${account.lastName}`.trim();

const ACTION_BUTTON =
  "h-8 whitespace-nowrap rounded-md border px-2.5 font-medium text-xs hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50";

/** Admins only: who may use the console. Activate sign-ups, disable accounts, change roles, set passwords. */
export default function StaffPage({ data }: PageProps<"staff">) {
  const { query, accounts } = data;
  const go = useListGo(list);
  const revalidate = useRevalidate();
  const confirm = useConfirm();
  const me = useViewer();
  const [settingPassword, setSettingPassword] = useState<StaffAccount | null>(null);

  const change = useListChange();

  const columns = useMemo(() => {
    const users = () => consoleApi().users;
    return [
      column.accessor(nameOf, {
        id: "name",
        header: "Name",
        cell: ({ row: { original: account } }) => (
          <span className="font-medium">
            {nameOf(account)}
            {account.email === me?.email ? <span className="font-normal text-muted"> (you)</span> : null}
          </span>
        ),
      }),
      column.accessor("email", { header: "Email" }),
      column.accessor("role", {
        header: "Role",
        cell: ({ row: { original: account } }) => (
          <select
            aria-label={`Role of ${account.email}`}
            value={account.role}
            onChange={async (event) => {
              const role = event.target.value as Role;
              const yes = await confirm({
                title: "Change Role",
                message: `Make ${account.email} ${role === "ADMIN" ? "an admin" : "staff"}?${role === "ADMIN" ? " Admins can manage staff accounts and orders." : ""}`,
                confirmLabel: "Change",
              });
              if (!yes) return revalidate();
              await change(
                () => call(users()["change-user-role"]({ id: account.id }).put({ role })),
                `${account.email} is now ${role === "ADMIN" ? "an admin" : "staff"}.`,
              );
            }}
            className="h-8 rounded-md border border-gray-400 bg-white px-2 text-sm"
          >
            <option value="STAFF">Staff</option>
            <option value="ADMIN">Admin</option>
          </select>
        ),
      }),
      column.accessor("status", {
        header: "Status",
        cell: ({ row: { original: account } }) =>
          account.lockedUntil && account.status === "ACTIVE" ? (
            <span className="inline-block whitespace-nowrap rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 text-xs">
              Locked until {formatShopHourMinute(account.lockedUntil)}
            </span>
          ) : (
            <span
              className={`inline-block rounded-full border px-2.5 py-0.5 font-semibold text-xs ${STATUS_TONES[account.status]}`}
            >
              {word(account.status)}
            </span>
          ),
      }),
      column.accessor("secondFactor", {
        header: "Two-step",
        cell: (info) => (info.getValue() ? "On" : <span className="text-muted">Off</span>),
      }),
      column.accessor("registerDate", {
        header: "Signed up",
        cell: (info) => (
          <span className="whitespace-nowrap">{info.getValue() ? formatShopDate(info.getValue() ?? "") : "—"}</span>
        ),
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: account } }) => (
          <div className="flex justify-end gap-1.5">
            {account.lockedUntil ? (
              <button
                type="button"
                className={`${ACTION_BUTTON} border-red-700 text-red-800`}
                aria-label={`Unlock ${account.email}`}
                onClick={() =>
                  change(
                    () => call(users()["unlock-user"]({ id: account.id }).put({})),
                    `${account.email} can sign in again.`,
                  )
                }
              >
                Unlock
              </button>
            ) : null}
            {account.status === "ACTIVE" ? (
              <button
                type="button"
                className={`${ACTION_BUTTON} border-gray-400`}
                aria-label={`Disable ${account.email}`}
                onClick={async () => {
                  const yes = await confirm({
                    title: "Disable Account",
                    message: `${account.email} will be signed out and cannot sign in until activated again.`,
                    confirmLabel: "Disable",
                    danger: true,
                  });
                  if (yes) {
                    await change(
                      () => call(users()["disable-user"]({ id: account.id }).put({})),
                      `${account.email} is disabled.`,
                    );
                  }
                }}
              >
                Disable
              </button>
            ) : (
              <button
                type="button"
                className={`${ACTION_BUTTON} border-green-700 text-green-800`}
                aria-label={`Activate ${account.email}`}
                onClick={() =>
                  change(
                    () => call(users()["activate-user"]({ id: account.id }).put({})),
                    `${account.email} can sign in now.`,
                  )
                }
              >
                Activate
              </button>
            )}
            {account.secondFactor && account.email !== me?.email ? (
              <button
                type="button"
                className={`${ACTION_BUTTON} border-gray-400`}
                aria-label={`Reset two-step sign-in of ${account.email}`}
                onClick={async () => {
                  const yes = await confirm({
                    title: "Reset Two-Step Sign-In",
                    message: `${account.email} will be signed out and set up an authenticator again at their next sign-in. Do this only when you know it is them (a lost phone).`,
                    confirmLabel: "Reset",
                    danger: true,
                  });
                  if (yes) {
                    await change(
                      () => call(users()["reset-second-factor"]({ id: account.id }).put({})),
                      `${account.email} sets up two-step sign-in again at their next sign-in.`,
                    );
                  }
                }}
              >
                Reset two-step
              </button>
            ) : null}
            <button
              type="button"
              className={`${ACTION_BUTTON} border-gray-400`}
              aria-label={`Set a password for ${account.email}`}
              onClick={() => setSettingPassword(account)}
            >
              Set password
            </button>
          </div>
        ),
      }),
    ];
  }, [change, confirm, me?.email, revalidate]);

  return (
    <ListFrame title="Staff" filters={<SearchBox searched={query.q} onSearch={(q) => go({ q }, true)} />}>
      <ListTable
        sortable={SORTABLE}
        columns={columns}
        rows={accounts}
        query={query}
        go={go}
        rowId={(account) => String(account.id)}
        empty={query.q ? `No accounts match "${query.q}".` : "No staff accounts."}
      />
      {settingPassword ? <SetPasswordDialog account={settingPassword} onDone={() => setSettingPassword(null)} /> : null}
    </ListFrame>
  );
}
