import { expect, test } from "bun:test";
import { checkFiles, type ImageItem, moved, orderAfterUpload } from "./image-list";

const file = (name: string, type = "image/png", size = 10) => new File([new Uint8Array(size)], name, { type });

test("files are checked as the server will: type, 5 MB, and room for at most 10 images", () => {
  const { accepted, problems } = checkFiles(
    [
      file("a.png"),
      file("notes.pdf", "application/pdf"),
      file("huge.jpg", "image/jpeg", 5 * 1024 * 1024 + 1),
      file("b.webp", "image/webp"),
      file("c.gif", "image/gif"),
    ],
    2,
  );
  expect(accepted.map((f) => f.name)).toEqual(["a.png", "b.webp"]);
  expect(problems).toEqual([
    "notes.pdf is not a JPEG, PNG, WebP, AVIF or GIF image.",
    "huge.jpg is larger than 5 MB.",
    "c.gif was left out: a product has at most 10 images.",
  ]);
});

test("moving an image", () => {
  expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
});

test("a new image placed before a kept one needs a second order; new ones after kept ones do not", () => {
  const kept = (url: string): ImageItem => ({ key: url, url });
  const added = (name: string): ImageItem => ({ key: name, url: `blob:${name}`, file: file(name) });
  expect(orderAfterUpload([kept("/1"), added("x"), added("y")], ["/1", "/x", "/y"])).toBeNull();
  expect(orderAfterUpload([added("x"), kept("/1"), added("y"), kept("/2")], ["/1", "/2", "/x", "/y"])).toEqual([
    "/x",
    "/1",
    "/y",
    "/2",
  ]);
});
