/** The time as the app sees it: injected, so tests can move it. */
export type Clock = () => Date;

export const HOUR_MS = 60 * 60 * 1000;
