import { PROOF_FIELD, PROOF_MAX_LENGTH } from "../../shared/proof-of-work";
import { CONTACT_LIMITS } from "../modules/contact";
import { SUBSCRIBE_LIMITS } from "../modules/newsletter";
import type { Services } from "../services";

/** A form posted from another site is refused with this: it would act in this browser's name. */
export const CROSS_SITE = "Please send the form from the shop's own page.";

export interface PageForm {
  /** The fields read from the posted form, each cut to its longest allowed length. */
  fields: Record<string, number>;
  /** Does what the API's operation does; throws its AppError when refused. */
  send(services: Services, values: Record<string, string>, client: string): Promise<unknown>;
  /** Where the browser goes after success (Post/Redirect/Get), so a reload does not post again. */
  done: string;
  /** A public form a bot would post: its proof of work is checked, or the client's budget spent (bot-check). */
  botChecked?: boolean;
}

/**
 * The storefront's forms as plain HTML posts to their own page, for a browser without JavaScript (with it, the page
 * calls the API). Keyed by the page's path. See docs/decisions/004-forms-without-javascript.md.
 */
export const PAGE_FORMS: Record<string, PageForm> = {
  "/client/home": {
    fields: { ...SUBSCRIBE_LIMITS, [PROOF_FIELD]: PROOF_MAX_LENGTH },
    send: (services, values, client) => services.newsletter.subscribe(values.email ?? "", client),
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
    send: (services, { name = "", email = "", message = "" }, client) =>
      services.contact.send({ name, email, message }, client),
    done: "/client/contact?done=1#contact-form",
    botChecked: true,
  },
};

const PRODUCT_PAGE = /^\/client\/product\/([1-9]\d{0,9})$/;

/** The form a page takes: its own from PAGE_FORMS, or a product page's "Tell me when it's back". */
export function pageFormAt(path: string): PageForm | undefined {
  const exact = PAGE_FORMS[path];
  if (exact) return exact;
  const productId = PRODUCT_PAGE.exec(path)?.[1];
  if (!productId) return undefined;
  return {
    fields: { contact: 320, [PROOF_FIELD]: PROOF_MAX_LENGTH },
    send: async (services, { contact = "" }, client) => {
      await services.stockAlerts.subscribe(Number(productId), contact, client);
    },
    done: `${path}?done=1#back-in-stock`,
    botChecked: true,
  };
}

/** The form's fields from a urlencoded body, read as text (Elysia's form parsing would turn "0771234567" into a number). */
export function readFormValues(body: unknown, fields: Record<string, number>): Record<string, string> {
  const form = new URLSearchParams(typeof body === "string" ? body : "");
  return Object.fromEntries(
    Object.entries(fields).map(([name, maxLength]) => [name, (form.get(name) ?? "").slice(0, maxLength)]),
  );
}
