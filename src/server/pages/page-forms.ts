import type { Locale } from "../../shared/i18n/locales";
import { PROOF_FIELD, PROOF_MAX_LENGTH } from "../../shared/proof-of-work";
import { type RefusedForm, stockAlertNote } from "../../shared/visitor-forms";
import { CONTACT_LIMITS } from "../modules/contact";
import { SUBSCRIBE_LIMITS } from "../modules/newsletter";
import type { Services } from "../services";

/** A form posted from another site is refused with this: it would act in this browser's name. */
export const CROSS_SITE = "Please send the form from the shop's own page.";

export interface PageForm {
  /** The fields read from the posted form, each cut to its longest allowed length. */
  fields: Record<string, number>;
  /**
   * Does what the API's operation does; throws its AppError when refused. Answers a form state when the page must
   * show again for a next step (a code sent, to be entered), else nothing and the browser goes to `done`.
   */
  /** `locale`: the language of the page it was posted from. */
  send(
    services: Services,
    values: Record<string, string>,
    client: string,
    locale: Locale,
  ): Promise<RefusedForm | undefined>;
  /** Where the browser goes after success (Post/Redirect/Get), so a reload does not post again. */
  done: string;
  /** A public form a bot would post: its proof of work is checked, or the client's budget spent (bot-check). */
  botChecked?: boolean | ((values: Record<string, string>) => boolean);
}

/**
 * The storefront's forms as plain HTML posts to their own page, for a browser without JavaScript (with it, the page
 * calls the API). Keyed by the page's path. See docs/decisions/004-forms-without-javascript.md.
 */
export const PAGE_FORMS: Record<string, PageForm> = {
  "/client/home": {
    fields: { ...SUBSCRIBE_LIMITS, [PROOF_FIELD]: PROOF_MAX_LENGTH },
    send: async (services, values, client) => {
      await services.newsletter.subscribe(values.email ?? "", client);
    },
    done: "/client/home?done=1#newsletter",
    botChecked: true,
  },
  "/client/newsletter": {
    fields: { token: 64 },
    send: async (services, { token = "" }) => {
      await services.newsletter.confirm(token);
    },
    done: "/client/newsletter?done=1",
  },
  "/client/contact": {
    fields: { ...CONTACT_LIMITS, [PROOF_FIELD]: PROOF_MAX_LENGTH },
    send: async (services, { name = "", email = "", message = "" }, client) => {
      await services.contact.send({ name, email, message }, client);
    },
    done: "/client/contact?done=1#contact-form",
    botChecked: true,
  },
};

const PRODUCT_PAGE = /^\/client\/product\/([1-9]\d{0,9})$/;

/**
 * "Tell me when it's back" in two steps: the contact (a code is sent; the page shows again asking for it, the
 * contact kept in a hidden field), then the code. The button pressed names the step: "confirm", or "send" (a first
 * or a new code). Only sending is bot-checked: a code costs a message, a try is bounded by the code's own tries.
 */
function backInStockForm(path: string, productId: number): PageForm {
  return {
    fields: { contact: 320, code: 20, step: 10, [PROOF_FIELD]: PROOF_MAX_LENGTH },
    send: async (services, values, client, locale) => {
      const { contact = "", code = "" } = values;
      const place =
        values.step === "confirm"
          ? await services.stockAlerts.confirm(productId, contact, code)
          : await services.stockAlerts.subscribe(productId, contact, client, locale);
      if (place.confirmed) return undefined;
      return { values: { contact, code: "" }, message: stockAlertNote(place), errors: [], status: 200, result: place };
    },
    done: `${path}?done=1#back-in-stock`,
    botChecked: (values) => values.step !== "confirm",
  };
}

/** The form a page takes: its own from PAGE_FORMS, or a product page's "Tell me when it's back". */
export function pageFormAt(path: string): PageForm | undefined {
  const exact = PAGE_FORMS[path];
  if (exact) return exact;
  const productId = PRODUCT_PAGE.exec(path)?.[1];
  return productId ? backInStockForm(path, Number(productId)) : undefined;
}

/** The form's fields from a urlencoded body, read as text (Elysia's form parsing would turn "0771234567" into a number). */
export function readFormValues(body: unknown, fields: Record<string, number>): Record<string, string> {
  const form = new URLSearchParams(typeof body === "string" ? body : "");
  return Object.fromEntries(
    Object.entries(fields).map(([name, maxLength]) => [name, (form.get(name) ?? "").slice(0, maxLength)]),
  );
}
