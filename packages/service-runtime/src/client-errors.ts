/** Requests Node's HTTP parser refuses before any framework sees them, answered in the documented error shape. */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './http-errors';

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request is malformed',
  408: 'The request took too long to arrive',
  414: 'The request URL is too long',
  431: 'The request headers are too large',
};

/** A request line longer than this is a URL too long (414), not headers too large (431): nginx's 8 KB buffer. */
export const MAX_REQUEST_LINE_BYTES = 8192;

/**
 * Node's parser counts the request line with the headers, so an over-long URL overflows like a header
 * would; the bytes it was parsing tell which. Without the start of the request in them, 431.
 */
export const overflowStatus = (rawPacket: unknown): 414 | 431 => {
  if (!Buffer.isBuffer(rawPacket) || !/^[A-Z]+ /.test(rawPacket.subarray(0, 16).toString('latin1'))) return 431;
  const lineEnd = rawPacket.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > MAX_REQUEST_LINE_BYTES ? 414 : 431;
};

export const answerClientError = (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void => {
  if (socket.destroyed || !socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? overflowStatus(error.rawPacket) : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(CLIENT_ERROR_MESSAGES[status]!));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};
