import http from "node:http";

export interface SocketAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { code: number; message: string; data: unknown };
}

/**
 * A request over a real socket whose source address is `from` (any 127.x.y.z works on loopback), so tests can be
 * two different clients on one machine. fetch cannot choose its source address; node:http can.
 */
export function requestFrom(
  from: string,
  url: string,
  { method = "GET", headers = {}, json }: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<SocketAnswer> {
  const target = new URL(url);
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
