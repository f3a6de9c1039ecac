import { errorCode, firstLine } from "./startup-error";

/** The one line for a server that cannot listen, naming the setting to change. */
export const listenFailure =
  (host: string, port: number) =>
  (error: unknown): string => {
    const where = `Cannot listen on ${host}:${port}`;
    switch (errorCode(error)) {
      case "EADDRINUSE":
        return `${where}: the port is in use. Set PORT to a free port.`;
      case "EACCES":
      case "EPERM":
        return `${where}: permission denied (ports below 1024 need privileges). Set PORT to 1024 or above.`;
      case "EADDRNOTAVAIL":
        return `${where}: this machine has no such address. Set HOST to one of its addresses, or 0.0.0.0 for all.`;
      default:
        return `${where}: ${firstLine(error)}. Check PORT and HOST.`;
    }
  };
