import { useEffect, useRef, useState } from "react";

const SEARCH_PAUSE_MS = 200;

/**
 * What the server found for the typed text, asked after a short pause in typing; an older answer arriving late is
 * dropped. `searched` is the text the results are for (so "nothing matches" is said only for what was asked).
 */
export function useServerSearch<T>(text: string, search: (typed: string) => Promise<T[]>, minLength = 1) {
  const [results, setResults] = useState<T[]>([]);
  const [searched, setSearched] = useState("");
  // The latest search function, so a caller passing a new one each render does not search again.
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const typed = text.trim();
    if (typed.length < minLength) {
      setResults([]);
      setSearched("");
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      searchRef.current(typed).then(
        (found) => {
          if (!current) return;
          setResults(found);
          setSearched(typed);
        },
        () => undefined,
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, minLength]);

  return { results, searched, clear: () => setResults([]) };
}
