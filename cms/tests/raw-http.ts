import http from 'http';
import type { AddressInfo } from 'net';
import type { TestStrapi } from './strapi';

export interface RawRequest {
  method?: string;
  /** Sent as written: no client-side normalisation of `..`, `//` or percent-escapes. */
  path: string;
  headers?: Record<string, string>;
  /** Written piece by piece without a Content-Length, so Node sends the body chunked. */
  chunks?: Buffer[];
  /** The address the connection comes from (any 127.x.y.z works on loopback), to test what the server trusts. */
  localAddress?: string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request through Node's own client, for what supertest cannot send: paths it would normalise, chunked bodies,
 * a chosen source address. It reaches the test's Strapi (or a bare request handler) through a server of its own,
 * closed afterwards.
 */
export async function rawRequest(target: TestStrapi | http.RequestListener, request: RawRequest): Promise<RawResponse> {
  const listener =
    typeof target === 'function'
      ? target
      : (target.strapi.server.httpServer.listeners('request')[0] as http.RequestListener);
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<RawResponse>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method ?? 'GET',
          path: request.path,
          headers: request.headers,
          localAddress: request.localAddress,
          agent: false,
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: Buffer.concat(parts).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      for (const chunk of request.chunks ?? []) outgoing.write(chunk);
      outgoing.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export interface MultipartPart {
  name: string;
  /** A file part when set. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/**
 * A multipart/form-data body cut into chunks of `chunkBytes`, and the Content-Type header that goes with it.
 * `epilogue` comes after the closing boundary, where parsers skip whatever they find.
 */
export function multipartBody(
  parts: MultipartPart[],
  { chunkBytes = 64 * 1024, epilogue = Buffer.alloc(0) }: { chunkBytes?: number; epilogue?: Buffer } = {},
): { type: string; chunks: Buffer[] } {
  const boundary = `----ticino-test-${Date.now().toString(36)}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const headers = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    pieces.push(Buffer.from(`${headers.join('\r\n')}\r\n\r\n`), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`), epilogue);
  const body = Buffer.concat(pieces);
  const chunks: Buffer[] = [];
  for (let start = 0; start < body.length; start += chunkBytes) chunks.push(body.subarray(start, start + chunkBytes));
  return { type: `multipart/form-data; boundary=${boundary}`, chunks };
}
