/** The time as the app sees it: injected, so tests can move it. */
export type Clock = () => Date;
