/**
 * Remembers values while nothing they show changes (AnswerCache.remember, rememberEach); the default remembers
 * nothing.
 */
export interface KeptValues {
  remember<T>(key: string, shows: readonly string[], compute: () => Promise<T>): Promise<T>;
  rememberEach<T>(
    kind: string,
    ids: readonly number[],
    showsOf: (id: number) => readonly string[],
    compute: (ids: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>>;
}

export const REMEMBER_NOTHING: KeptValues = {
  remember: (_key, _shows, compute) => compute(),
  rememberEach: (_kind, ids, _showsOf, compute) => compute([...ids]),
};
