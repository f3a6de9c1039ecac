/**
 * The limit for a response on this machine: bare `Bun.serve` answering recorded responses, byte for byte and header
 * for header, by path. Reads the recordings (JSON: path → status, headers, base64 body) from the file given.
 * Run by bench/throughput.ts in its own process: bun bench/raw-server.ts RECORDINGS PORT
 */
const [recordings = "", port = "0"] = process.argv.slice(2);
const answers = new Map<string, { status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> }>();
for (const [path, recorded] of Object.entries(
  (await Bun.file(recordings).json()) as Record<
    string,
    { status: number; headers: Record<string, string>; body: string }
  >,
)) {
  answers.set(path, { ...recorded, body: new Uint8Array(Buffer.from(recorded.body, "base64")) });
}

Bun.serve({
  port: Number(port),
  hostname: "127.0.0.1",
  fetch(request) {
    const url = request.url;
    const path = url.slice(url.indexOf("/", 8));
    if (path === "/health") return new Response("ok");
    const answer = answers.get(path);
    if (!answer) return new Response("not recorded", { status: 404 });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  },
});
