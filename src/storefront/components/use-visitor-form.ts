import { type FormEvent, useState } from "react";
import { ApiError } from "../../shared/api-client";
import { useProofOfWork } from "../../shared/use-proof-of-work";
import type { RefusedForm } from "../../shared/visitor-forms";

/** A page form's state from the server: sent after a post without JavaScript, or refused with what was typed. */
export interface FormState {
  done: boolean;
  refused: RefusedForm | null;
}

interface Outcome {
  done: boolean;
  message: string;
  errors: Record<string, string>;
}

/** A refusal, from the server's page (a post without JavaScript) or from the API (an ApiError). */
type Refusal = Pick<RefusedForm, "message" | "errors">;

/** What to show: whether it was sent, or the refusal's message and its errors by field. */
const outcomeOf = ({ done, refused }: { done: boolean; refused: Refusal | null }): Outcome => ({
  done,
  message: refused?.message ?? "",
  errors: Object.fromEntries((refused?.errors ?? []).map((error) => [error.field, error.message])),
});

/**
 * A storefront form that calls the API with JavaScript and posts to its page without it (the same fields): what was
 * typed, the server's message and field errors, whether it is sending, and a reset after success.
 */
export function useVisitorForm<F extends string>(
  fields: readonly F[],
  state: FormState,
  /** Sends the values with the proof of work's header (every visitor form is a public post a bot would send). */
  send: (values: Record<F, string>, headers: Record<string, string>) => Promise<unknown>,
) {
  const proofOfWork = useProofOfWork();
  const typed = (name: F) => state.refused?.values[name] ?? "";
  const empty = () => Object.fromEntries(fields.map((name) => [name, ""])) as Record<F, string>;
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((name) => [name, typed(name)])) as Record<F, string>,
  );
  const [outcome, setOutcome] = useState(() => outcomeOf(state));
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await send(values, await proofOfWork.headers());
      setValues(empty());
      setOutcome(outcomeOf({ done: true, refused: null }));
    } catch (error) {
      const refused =
        error instanceof ApiError ? error : new ApiError(0, "Network error. Check your internet connection.");
      setOutcome(outcomeOf({ done: false, refused }));
    } finally {
      setSending(false);
    }
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    "aria-invalid": outcome.errors[name] ? true : undefined,
  });

  return { field, onSubmit, onFocus: proofOfWork.begin, sending, ...outcome };
}
