import { connect, type Socket } from "node:net";

/** What came back on a raw connection: the status line's code, the head, the body, and when the server closed it. */
export interface RawAnswer {
  /** The status code of the first response, if one arrived. */
  status: number | undefined;
  /** Response headers of the first response, names in lower case. */
  headers: Record<string, string>;
  /** Everything after the first response's head, as text. */
  body: string;
  /** Whether the server closed the connection before the time allowed ran out. */
  closed: boolean;
  /** Milliseconds from connecting to the server closing the connection (or to giving up). */
  ms: number;
}

export interface RawOptions {
  /** Give up (and destroy the socket) after this long; 10 s unless told. */
  timeoutMs?: number;
  /**
   * Writes the rest of the request after `head`, as slowly or as much as it
   * likes; write errors (the server hung up) are the point of some tests, so
   * they are ignored. Resolves when it has nothing more to send.
   */
  send?: (socket: Socket, answered: () => boolean) => Promise<void>;
}

/**
 * Sends bytes that a well-behaved client (Playwright's request API, fetch)
 * would refuse to send: a malformed Host, an absolute-form target, TRACE, a
 * body that never ends. Reads until the server closes the connection or the
 * time runs out.
 */
export function rawRequest(port: number, head: string | Buffer, options: RawOptions = {}): Promise<RawAnswer> {
  const { timeoutMs = 10_000, send } = options;
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let done = false;
    const socket = connect(port, "127.0.0.1");
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(chunks)), closed, ms: performance.now() - started });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {
      // A reset after the server answered and hung up: what it said is in `chunks`.
    });
    socket.on("close", () => finish(true));
    socket.on("connect", () => {
      socket.write(head, () => {
        if (send) void send(socket, () => chunks.length > 0).catch(() => {});
      });
    });
  });
}

function parse(raw: Buffer): Pick<RawAnswer, "status" | "headers" | "body"> {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const headText = end === -1 ? text : text.slice(0, end);
  const [statusLine = "", ...lines] = headText.split("\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: status ? Number(status) : undefined, headers, body: end === -1 ? "" : text.slice(end + 4) };
}

/**
 * Writes `total` bytes of `fill` in pieces, waiting for the socket to drain,
 * until done or the server has answered; with `chunked`, each piece framed
 * for Transfer-Encoding: chunked (and the last chunk sent at the end).
 */
export async function writeBody(
  socket: Socket,
  total: number,
  answered: () => boolean,
  { chunk = 64 * 1024, fill = "a", chunked = false }: { chunk?: number; fill?: string; chunked?: boolean } = {},
): Promise<void> {
  const piece = Buffer.alloc(chunk, fill);
  const write = (data: Buffer | string) =>
    socket.write(data)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          socket.once("drain", resolve);
          socket.once("close", resolve);
        });
  for (let sent = 0; sent < total && !answered() && !socket.destroyed; sent += chunk) {
    const data = piece.subarray(0, Math.min(chunk, total - sent));
    await write(
      chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]) : data,
    );
  }
  if (chunked && !answered() && !socket.destroyed) await write("0\r\n\r\n");
}

/** The port the end-to-end server listens on, from the test's base URL. */
export function portOf(baseURL: string | undefined): number {
  return Number(new URL(baseURL!).port);
}
