import type { BankAccount } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import { FormDialog, useSave } from "../components/form-dialog";
import { textFieldsOf, useForm } from "../components/form-fields";
import { consoleApi } from "../session";

type AccountForm = Omit<BankAccount, "accountId">;

const problemsOf = (values: AccountForm): Partial<Record<keyof AccountForm, string>> => ({
  bank: values.bank.trim() ? undefined : "Bank is required.",
  branch: values.branch.trim() ? undefined : "Branch is required.",
  accountName: values.accountName.trim() ? undefined : "Account name is required.",
  accountNumber: /^[0-9][0-9 -]{2,28}[0-9]$/.test(values.accountNumber.trim())
    ? undefined
    : "The account's digits (spaces and dashes allowed).",
});

/** Add or edit an account customers pay bank transfers into: shown on their order page with the order number. */
export function BankAccountDialog({ editing, onDone }: { editing: BankAccount | null; onDone(saved: boolean): void }) {
  const form = useForm<AccountForm>(
    editing ? { ...editing } : { bank: "", branch: "", accountName: "", accountNumber: "" },
    problemsOf,
  );
  const saving = useSave();
  const { values } = form;

  const submit = async () => {
    const body = {
      bank: values.bank.trim(),
      branch: values.branch.trim(),
      accountName: values.accountName.trim(),
      accountNumber: values.accountNumber.trim(),
    };
    const api = consoleApi().payments.admin["bank-accounts"];
    const saved = await saving.run(() =>
      call(editing ? api({ id: editing.accountId }).put(body) : api.post(body), { quiet: true }),
    );
    if (!saved) return;
    notify(`${body.bank} account ${editing ? "saved" : "added"}.`);
    onDone(true);
  };

  const text = textFieldsOf(form, saving.fieldError, { required: true });

  return (
    <FormDialog
      open
      title={editing ? "Edit Bank Account" : "Add Bank Account"}
      width={550}
      dirty={form.dirty}
      canSave={form.valid}
      saving={saving.saving}
      failure={saving.failure}
      onSave={submit}
      onClose={() => onDone(false)}
    >
      <div className="grid gap-x-3 sm:grid-cols-2">
        {text("bank", "Bank", { autoFocus: !editing, maxLength: 80, placeholder: "Commercial Bank of Ceylon" })}
        {text("branch", "Branch", { maxLength: 80, placeholder: "Kandy City" })}
      </div>
      {text("accountName", "Account name", { maxLength: 120, placeholder: "Lanka Auto Parts (Pvt) Ltd" })}
      {text("accountNumber", "Account number", { maxLength: 30, inputMode: "numeric", placeholder: "8001 2345 6789" })}
    </FormDialog>
  );
}
