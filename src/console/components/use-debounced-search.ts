import { useEffect, useRef, useState } from "react";

/** docs/product-spec.md §9: a search is sent after a 300 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose search lives elsewhere (the URL): what is typed goes out after a pause, trimmed
 * (and lower-cased by `normalize` where the spec asks), and a search changed from outside (Back, Clear) shows.
 */
export function useDebouncedSearch(
  searched: string,
  onSearch: (text: string) => void,
  normalize: (text: string) => string = (text) => text.trim(),
) {
  const [text, setText] = useState(searched);
  // The search last sent: an answer for it must not overwrite what was typed since.
  const sent = useRef(searched);

  useEffect(() => {
    if (searched !== sent.current) {
      sent.current = searched;
      setText(searched);
    }
  }, [searched]);

  useEffect(() => {
    const typed = normalize(text);
    if (typed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = typed;
      onSearch(typed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const clear = () => {
    sent.current = "";
    setText("");
  };
  return { text, setText, clear };
}
