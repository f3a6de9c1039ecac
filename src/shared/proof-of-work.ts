import { API_PREFIX } from "./api-prefix";

/**
 * Public forms' proof of work (ALTCHA, self-hosted: server/modules/bot-check): the browser asks for a challenge,
 * finds its answer (a second or so of hashing on a cheap phone) and sends the proof with the form, in this header
 * for an API call or this field for a page's form. A post without one still goes through, within a small
 * per-client budget: browsers without JavaScript are served, bots that skip the work are held to it.
 */
export const PROOF_HEADER = "x-altcha";
export const PROOF_FIELD = "altcha";
/** A proof is a few hundred characters; anything longer is not one. */
export const PROOF_MAX_LENGTH = 2000;
export const CHALLENGE_PATH = "/bot-check/challenge";
/** Where a client asks for a challenge: the API's prefix and CHALLENGE_PATH. */
export const CHALLENGE_URL = `${API_PREFIX}${CHALLENGE_PATH}`;
