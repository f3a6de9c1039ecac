import { type FormEvent, useState } from "react";
import type { PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { FIELD_CLASS } from "../../../ui/field-style";
import { SECONDARY_BUTTON } from "../../components/list-frame";
import { useListChange } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";

type Word = PageProps<"search-words">["data"]["words"][number];

function AddWord() {
  const [word, setWord] = useState("");
  const [means, setMeans] = useState("");
  const change = useListChange();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await change(
      () => call(consoleApi().products["search-words"].put({ word, means })),
      `Saved: "${word.trim()}".`,
    );
    if (saved) {
      setWord("");
      setMeans("");
    }
  };
  return (
    <form
      onSubmit={save}
      className="mt-4 grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[1fr_2fr_auto]"
    >
      <label className="block text-sm">
        <span className="font-medium">Word customers type</span>
        <input
          value={word}
          onChange={(event) => setWord(event.target.value)}
          required
          className={`mt-1 h-10 ${FIELD_CLASS}`}
        />
      </label>
      <label className="block text-sm">
        <span className="font-medium">Means (the catalog's words; empty: leave it out)</span>
        <input
          value={means}
          onChange={(event) => setMeans(event.target.value)}
          className={`mt-1 h-10 ${FIELD_CLASS}`}
        />
      </label>
      <button type="submit" className={`${SECONDARY_BUTTON} self-end`}>
        Save
      </button>
    </form>
  );
}

function WordRow({ word, canEdit }: { word: Word; canEdit: boolean }) {
  const change = useListChange();
  const remove = () =>
    change(() => call(consoleApi().products["search-words"]({ id: word.id }).delete()), `Removed: "${word.word}".`);
  return (
    <tr className="border-line border-t">
      <td
        className="px-3 py-2 font-medium"
        lang={/[\u0D80-\u0DFF]/.test(word.word) ? "si" : /[\u0B80-\u0BFF]/.test(word.word) ? "ta" : undefined}
      >
        {word.word}
      </td>
      <td className="px-3 py-2">{word.means || <span className="text-muted">(left out)</span>}</td>
      <td className="px-3 py-2 text-right">
        {canEdit ? (
          <button type="button" onClick={remove} className="h-9 rounded-md px-3 text-sm underline">
            Remove
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Words customers type that the catalog writes otherwise: Singlish ("brake pad eka") and Sinhala or Tamil spellings
 * of English part names. A store search finding nothing is tried again as its words mean.
 */
export default function SearchWordsPage({ data }: PageProps<"search-words">) {
  const canEdit = useCan("catalog.edit");
  return (
    <>
      <h1 className="font-bold text-2xl">Search words</h1>
      <p className="mt-1 max-w-3xl text-sm text-steel">
        Words customers type that the catalog writes otherwise: Singlish ("brake pad eka") and Sinhala or Tamil
        spellings of English part names ("බ්‍රේක්" means "brake"). When a search finds nothing, the store tries it again as
        its words mean and says so on the page.
        {canEdit ? "" : " Only an admin can change them."}
      </p>
      {canEdit ? <AddWord /> : null}
      <table className="mt-4 w-full max-w-3xl rounded-xl border border-line bg-white text-sm">
        <caption className="sr-only">Search words</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="px-3 py-2 font-medium">
              Word
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Means
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.words.map((word) => (
            <WordRow key={`${word.id}:${word.means}`} word={word} canEdit={canEdit} />
          ))}
        </tbody>
      </table>
    </>
  );
}
