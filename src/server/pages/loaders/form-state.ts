import { FORM_DONE_PARAM, type RefusedForm } from "../../../shared/visitor-forms";

export const statusParam = (value: string | null) => (value && /^\d{3}$/.test(value) ? Number(value) : null);

/** A page form's state: sent (after a post without JavaScript succeeded), or refused with what was typed. */
export const formState = (query: URLSearchParams, form: RefusedForm | undefined) => ({
  done: query.get(FORM_DONE_PARAM) === "1",
  refused: form ?? null,
});
