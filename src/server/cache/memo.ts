/**
 * Memoizes values under tags while no committed change carries one of them (the response cache's memo and memoEach,
 * docs/cache.md); NO_MEMO computes every time.
 */
export interface Memo {
  memo<T>(key: string, tags: readonly string[], compute: () => Promise<T>): Promise<T>;
  memoEach<T>(
    kind: string,
    ids: readonly number[],
    tagsOf: (id: number) => readonly string[],
    compute: (ids: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>>;
}

export const NO_MEMO: Memo = {
  memo: (_key, _tags, compute) => compute(),
  memoEach: (_kind, ids, _tagsOf, compute) => compute([...ids]),
};
