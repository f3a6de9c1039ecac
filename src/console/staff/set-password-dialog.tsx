import type { StaffAccount } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../shared/password-rules";
import { FormDialog, useSave } from "../components/form-dialog";
import { TextField, useForm } from "../components/form-fields";
import { consoleApi } from "../session";

/** An admin sets someone's password (they forgot it and have no e-mail access); their sessions end. */
export function SetPasswordDialog({ account, onDone }: { account: StaffAccount; onDone(): void }) {
  const form = useForm({ password: "" }, ({ password }) => ({
    password:
      password.length < MIN_PASSWORD_LENGTH
        ? `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`
        : undefined,
  }));
  const save = useSave();

  const submit = async () => {
    const body = { password: form.values.password };
    const saved = await save.run(() =>
      call(consoleApi().users["set-user-password"]({ id: account.id }).put(body), { quiet: true }),
    );
    if (!saved) return;
    notify(`New password set for ${account.email}. Their sessions were ended.`);
    onDone();
  };

  return (
    <FormDialog
      open
      title={`Set a password for ${`${account.firstName} ${account.lastName}`.trim()}`}
      width={550}
      dirty={form.dirty}
      canSave={form.valid}
      saving={save.saving}
      failure={save.failure}
      onSave={submit}
      onClose={onDone}
    >
      <p className="mb-3 text-muted text-sm">
        {account.email} will sign in with this password; every session they have now ends.
      </p>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        maxLength={MAX_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={form.values.password}
        onChange={(value) => form.set("password", value)}
        onBlur={() => form.touch("password")}
        error={form.problem("password") ?? save.fieldError("password")}
      />
    </FormDialog>
  );
}
