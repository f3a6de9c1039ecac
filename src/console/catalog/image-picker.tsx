import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { XIcon } from "../components/icons";
import { checkFiles, IMAGE_ACCEPT, type ImageItem, MAX_IMAGES, moved } from "./image-list";

interface ImagePickerProps {
  items: ImageItem[];
  onChange(items: ImageItem[]): void;
  /** How much of the upload went up (0…1) while saving, else null. */
  progress: number | null;
  /** The server's words about the images (413, 415). */
  error?: string;
}

const SMALL_BUTTON =
  "relative inline-flex size-7 items-center justify-center rounded bg-white/95 text-ink shadow hover:bg-white disabled:opacity-40";

/**
 * The product's images: add several (drop them here or choose files), see them as thumbnails, remove them, and
 * move them earlier or later; the first is the one the shop shows first.
 */
export function ImagePicker({ items, onChange, progress, error }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const noteId = useId();
  // Previews of chosen files are object URLs: freed when the dialog closes.
  const latest = useRef(items);
  latest.current = items;
  useEffect(
    () => () => {
      for (const item of latest.current) if (item.file) URL.revokeObjectURL(item.url);
    },
    [],
  );

  const add = (files: File[]) => {
    const { accepted, problems: found } = checkFiles(files, MAX_IMAGES - items.length);
    setProblems(found);
    const added = accepted.map((file) => ({ key: crypto.randomUUID(), url: URL.createObjectURL(file), file }));
    if (added.length) onChange([...items, ...added]);
  };
  const remove = (index: number) => {
    const item = items[index];
    if (item?.file) URL.revokeObjectURL(item.url);
    onChange(items.filter((_, at) => at !== index));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const notes = [...problems, ...(error ? [error] : [])];

  return (
    <fieldset className="mb-3" aria-describedby={notes.length ? noteId : undefined}>
      <legend id={labelId} className="font-medium text-sm">
        Images <span className="font-normal text-muted">(up to {MAX_IMAGES}; the first is shown first)</span>
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button below does the same */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`mt-1 rounded-lg border-2 border-dashed p-3 ${dragging ? "border-brand-600 bg-brand-50" : "border-gray-300"}`}
      >
        {items.length > 0 ? (
          <ol aria-label="Product images" className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {items.map((item, index) => (
              <li
                key={item.key}
                className="relative aspect-square overflow-hidden rounded-md border border-line bg-surface"
              >
                <img
                  src={item.url}
                  alt={`${index + 1}. ${item.file ? `New: ${item.file.name}` : "Saved"}`}
                  className="size-full object-cover"
                />
                <span className="absolute top-1 left-1 rounded bg-ink/80 px-1.5 font-semibold text-white text-xs">
                  {index + 1}
                </span>
                <div className="absolute inset-x-1 bottom-1 flex justify-between">
                  <span className="flex gap-1">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={index === 0}
                      onClick={() => onChange(moved(items, index, index - 1))}
                    >
                      <span aria-hidden="true">←</span>
                      <span className="sr-only">Move image {index + 1} earlier</span>
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={index === items.length - 1}
                      onClick={() => onChange(moved(items, index, index + 1))}
                    >
                      <span aria-hidden="true">→</span>
                      <span className="sr-only">Move image {index + 1} later</span>
                    </button>
                  </span>
                  <button type="button" className={`${SMALL_BUTTON} text-brand-700`} onClick={() => remove(index)}>
                    <XIcon />
                    <span className="sr-only">Remove image {index + 1}</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={items.length >= MAX_IMAGES}
            className="h-9 rounded-md border border-gray-400 bg-white px-3 font-medium hover:bg-surface disabled:opacity-50"
          >
            Choose images
          </button>
          <span className="text-muted">or drop them here · JPEG, PNG, WebP, AVIF or GIF, 5 MB each</span>
        </div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          aria-labelledby={labelId}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </div>
      {progress !== null ? (
        <div className="mt-2 flex items-center gap-2 text-sm">
          <progress value={progress} max={1} aria-label="Upload progress" className="h-2 flex-1 accent-brand-600" />
          <span className="w-10 text-right tabular-nums">{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {notes.length ? (
        <ul id={noteId} className="mt-1 text-brand-700 text-xs">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
