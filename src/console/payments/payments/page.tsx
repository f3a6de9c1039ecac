import { type FormEvent, type ReactNode, useState } from "react";
import type { BankAccount, PageProps, PaymentSettings } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { AddButton, CONTROL, SECONDARY_BUTTON, useEditor } from "../../components/list-frame";
import { RowActions, useConfirmedDelete, useListChange } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";
import { BankAccountDialog } from "../bank-account-dialog";

const CARD = "rounded-xl border border-line bg-white p-4 shadow-sm";

type Rules = Omit<PaymentSettings, "bankTransfer" | "payhere"> & {
  bankTransfer: Omit<PaymentSettings["bankTransfer"], "accounts">;
  payhere: Pick<PaymentSettings["payhere"], "enabled" | "holdHours">;
};

function NumberInput({
  label,
  value,
  onChange,
  hint,
  disabled,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  hint: string;
  disabled: boolean;
}) {
  return (
    <label className="block">
      <span className="font-medium text-sm">{label}</span>
      <input
        type="number"
        min={0}
        value={Number.isFinite(value) ? value : ""}
        disabled={disabled}
        onChange={(event) => onChange(event.target.valueAsNumber)}
        className={`mt-1 ${CONTROL}`}
      />
      <span className="mt-1 block text-muted text-xs">{hint}</span>
    </label>
  );
}

/** One method's card: a switch that turns it on or off for new orders, and its settings under it. */
function MethodCard({
  title,
  enabled,
  onEnable,
  disabled,
  children,
}: {
  title: string;
  enabled: boolean;
  onEnable(enabled: boolean): void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={CARD}>
      <legend className="sr-only">{title}</legend>
      <label className="flex min-h-10 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          checked={enabled}
          disabled={disabled}
          onChange={(event) => onEnable(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        {title}
      </label>
      <div className="mt-2 space-y-3">{children}</div>
    </fieldset>
  );
}

/** The three methods' switches, the COD limit and fee, and how long unpaid orders hold their stock. */
function RulesForm({ settings, canEdit }: { settings: PaymentSettings; canEdit: boolean }) {
  const [rules, setRules] = useState<Rules>({
    cod: settings.cod,
    bankTransfer: { enabled: settings.bankTransfer.enabled, holdHours: settings.bankTransfer.holdHours },
    payhere: { enabled: settings.payhere.enabled, holdHours: settings.payhere.holdHours },
    unpaidHolds: settings.unpaidHolds,
  });
  const change = useListChange();
  const set = <K extends keyof Rules>(key: K, part: Partial<Rules[K]>) =>
    setRules((current) => ({ ...current, [key]: { ...current[key], ...part } }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await change(() => call(consoleApi().payments.admin.settings.put(rules)), "Payment settings saved.");
  };
  const disabled = !canEdit;
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 lg:grid-cols-3">
      <MethodCard
        title="Cash on delivery"
        enabled={rules.cod.enabled}
        onEnable={(enabled) => set("cod", { enabled })}
        disabled={disabled}
      >
        <NumberInput
          label="Largest order total (Rs.)"
          value={rules.cod.maxTotal}
          onChange={(maxTotal) => set("cod", { maxTotal })}
          hint="Larger orders pay by transfer or card."
          disabled={disabled}
        />
        <NumberInput
          label="Cash on delivery fee (Rs.)"
          value={rules.cod.fee}
          onChange={(fee) => set("cod", { fee })}
          hint="Added to the order's total; 0 for none."
          disabled={disabled}
        />
      </MethodCard>
      <MethodCard
        title="Bank transfer"
        enabled={rules.bankTransfer.enabled}
        onEnable={(enabled) => set("bankTransfer", { enabled })}
        disabled={disabled}
      >
        <NumberInput
          label="Cancel unpaid after (hours)"
          value={rules.bankTransfer.holdHours}
          onChange={(holdHours) => set("bankTransfer", { holdHours })}
          hint="Its parts go back on the shelf; 0 never cancels. A slip being checked is never canceled."
          disabled={disabled}
        />
      </MethodCard>
      <MethodCard
        title="Cards and wallets (PayHere)"
        enabled={rules.payhere.enabled}
        onEnable={(enabled) => set("payhere", { enabled })}
        disabled={disabled}
      >
        <NumberInput
          label="Cancel unpaid after (hours)"
          value={rules.payhere.holdHours}
          onChange={(holdHours) => set("payhere", { holdHours })}
          hint="A card order whose payment never came; 0 never cancels."
          disabled={disabled}
        />
        <p className="text-sm" data-testid="payhere-state">
          {settings.payhere.configured
            ? `Merchant set. Checkout: ${settings.payhere.checkoutUrl}`
            : "Not set up: PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET are missing, so customers are not offered cards."}
        </p>
        <p className="break-all text-muted text-xs">{`Notify URL to register with PayHere: ${settings.payhere.notifyUrl}`}</p>
      </MethodCard>
      <fieldset className={`${CARD} lg:col-span-3`}>
        <legend className="sr-only">Stock held by unpaid orders</legend>
        <p className="font-semibold">Stock held by unpaid orders</p>
        <p className="mt-1 text-muted text-sm">
          An unpaid order beyond any of these is placed without taking stock: it waits for you to confirm it (Received),
          so nobody can empty the shelves with orders they never pay.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <NumberInput
            label="Units of one part"
            value={rules.unpaidHolds.maxUnitsPerPart}
            onChange={(maxUnitsPerPart) => set("unpaidHolds", { maxUnitsPerPart })}
            hint="In one order."
            disabled={disabled}
          />
          <NumberInput
            label="Order value (Rs.)"
            value={rules.unpaidHolds.maxOrderValue}
            onChange={(maxOrderValue) => set("unpaidHolds", { maxOrderValue })}
            hint="The parts' total in one order."
            disabled={disabled}
          />
          <NumberInput
            label="Units per customer"
            value={rules.unpaidHolds.maxUnitsPerClient}
            onChange={(maxUnitsPerClient) => set("unpaidHolds", { maxUnitsPerClient })}
            hint="Across one mobile or e-mail's open unpaid orders; one address holds up to 25 customers' worth."
            disabled={disabled}
          />
          <NumberInput
            label="Share of a part's stock (%)"
            value={rules.unpaidHolds.maxPercentOfStock}
            onChange={(maxPercentOfStock) => set("unpaidHolds", { maxPercentOfStock })}
            hint="Unpaid orders together, once one holds the part."
            disabled={disabled}
          />
          <NumberInput
            label="Units in the whole shop"
            value={rules.unpaidHolds.maxUnitsShop}
            onChange={(maxUnitsShop) => set("unpaidHolds", { maxUnitsShop })}
            hint="All open unpaid orders together."
            disabled={disabled}
          />
        </div>
      </fieldset>
      {canEdit ? (
        <div className="lg:col-span-3">
          <button type="submit" className={SECONDARY_BUTTON}>
            Save payment settings
          </button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * How customers pay: cash on delivery (limit, fee), bank transfer (the accounts shown to customers), PayHere (set by
 * the server's environment, switched here), and how long unpaid orders hold their stock. Staff read; admins change.
 */
export default function PaymentsPage({ data }: PageProps<"payments">) {
  const { settings } = data;
  const canEdit = useCan("settings.edit");
  const editor = useEditor<BankAccount>();
  const remove = useConfirmedDelete();
  const accounts = settings.bankTransfer.accounts;
  return (
    <>
      <h1 className="font-bold text-2xl">Payments</h1>
      <p className="mt-1 text-muted text-sm">
        {canEdit ? "Changes apply to new orders." : "Only an admin can change payments."}
      </p>
      <RulesForm key={JSON.stringify(settings)} settings={settings} canEdit={canEdit} />
      <div className="mt-8 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="font-bold text-xl">Bank accounts</h2>
          <p className="text-muted text-sm">
            Customers paying by transfer see these, with their order number as the reference.
          </p>
        </div>
        {canEdit ? <AddButton onAdd={() => editor.setEditing(null)} label="Add account" /> : null}
      </div>
      {accounts.length === 0 ? (
        <p
          role="status"
          className="mt-3 rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-orange-900 text-sm"
        >
          No account yet: bank transfer is not offered until one is added.
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {accounts.map((account) => (
          <li
            key={account.accountId}
            className={`${CARD} flex flex-wrap items-start justify-between gap-2`}
            data-testid="bank-account"
          >
            <div>
              <h3 className="font-semibold text-lg">{`${account.bank}, ${account.branch}`}</h3>
              <p className="text-sm">{account.accountName}</p>
              <p className="font-mono">{account.accountNumber}</p>
            </div>
            {canEdit ? (
              <RowActions
                name={`account ${account.accountNumber}`}
                onEdit={() => editor.setEditing(account)}
                onDelete={() =>
                  remove({
                    title: "Delete Bank Account",
                    what: `the ${account.bank} account ${account.accountNumber}`,
                    request: () =>
                      call(consoleApi().payments.admin["bank-accounts"]({ id: account.accountId }).delete()),
                  })
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
      {editor.editing !== undefined ? <BankAccountDialog editing={editor.editing} onDone={editor.done} /> : null}
    </>
  );
}
