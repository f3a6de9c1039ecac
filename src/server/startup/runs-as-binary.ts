/** True in the single binary (its code lives in Bun's embedded file system). */
export const RUNS_AS_BINARY = Bun.main.startsWith("/$bunfs/");
