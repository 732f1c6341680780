import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** http_ece has no types; only its decrypt is used, as a browser would after the push service. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager makes them. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    /** The message as the browser reads it: decrypted with its private key (aes128gcm, RFC 8291). */
    read: (push: ReceivedPush) =>
      JSON.parse(
        ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      ) as unknown,
  };
}

/** A throwaway certificate for 127.0.0.1 (openssl), made per run: nothing secret is committed. */
function selfSignedCertificate(): { key: string; cert: string; caFile: string; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fairround-push-'));
  const [keyFile, caFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', caFile, '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(caFile, 'utf8'),
    caFile,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A local push service speaking the Web Push protocol's receiving side (RFC 8030) over TLS: it
 * takes the encrypted POST, keeps it, and answers 201 — or 410 Gone for a path under `/gone/`, as
 * a push service does for a subscription the browser dropped. `caFile` is its certificate, for the
 * app's WEB_PUSH_CA_FILE.
 */
export async function startPushEndpoint(): Promise<{
  url: (path: string) => string;
  caFile: string;
  received: ReceivedPush[];
  close: () => Promise<void>;
}> {
  const tls = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = (request.url ?? '').startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (where) => `https://127.0.0.1:${port}${where}`,
    caFile: tls.caFile,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      tls.dispose();
    },
  };
}
