/** The time as the app sees it: injected, so tests can move it. */
export type Clock = () => Date;

/** The real time: what the store runs on outside tests. */
export const systemClock: Clock = () => new Date();

export const HOUR_MS = 60 * 60 * 1000;
