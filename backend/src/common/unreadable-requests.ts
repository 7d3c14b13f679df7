import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser refuses before Express sees a request (its error codes), with Node's own statuses. */
const REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are too long: at most 16 KB together (a query string counts)'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The chunk extensions of the request body are too long'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};
const MALFORMED: [number, string] = [400, 'The request is not valid HTTP/1.1'];

/**
 * Requests Node's HTTP parser refuses (a request line and headers over 16 KB, bytes that are not HTTP) get the same
 * `{"detail": …}` as every other refusal, with the status Node would send, instead of Node's empty answer. There is
 * no request to read a language from, so the detail is in English. A connection that is gone, or that has already
 * had an answer started on it, is closed as Node would close it. `refused` hears of each answer (the access log).
 */
export function answerUnreadableRequests(server: Server, refused: (status: number, reason: string) => void): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { headersSent: boolean } | null }) => {
    // As Node's own handler decides (lib/_http_server.js, socketOnError): an answer already under way is not interrupted.
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, detail] = REFUSALS[error.code ?? ''] ?? MALFORMED;
    refused(status, error.code ?? 'unknown');
    const body = JSON.stringify({ detail });
    const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
    // Closed once written, whatever the client does: a client that keeps its end open holds nothing here.
    socket.end(`${head}X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`, () => socket.destroy());
  });
}
