import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs the SHIPPED deploy/nginx.conf under a real nginx for nginx-proxy.test.ts. Only what cannot
 * be the same on a test machine is replaced (the upstream servers, the listen line, the access log
 * and the files nginx writes); every rule the test proves is the shipped file's own.
 */

const SHIPPED_CONFIG = fileURLToPath(new URL('../../../../../deploy/nginx.conf', import.meta.url));
const START_TIMEOUT_MS = 10_000;

/** The nginx binary on this machine, or null (Debian's package puts it in /usr/sbin). */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

/** Replaces exactly one occurrence, so a change in the shipped file's shape fails loudly here. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new Error(`deploy/nginx.conf: expected one match of ${pattern}, found ${matches?.length ?? 0}`);
  }
  return text.replace(pattern, replacement);
}

export function renderShippedConfig(options: { appPort: number; listenPort: number; dir: string }): string {
  const { appPort, listenPort, dir } = options;
  let config = fs.readFileSync(SHIPPED_CONFIG, 'utf8');
  config = replaceOnce(
    config,
    /(upstream fairround \{[^}]*?)((?:\s*server \S+ [^;\n]*;)+)/,
    `$1\n    server 127.0.0.1:${appPort};`,
  );
  config = replaceOnce(config, /listen 80;/, `listen 127.0.0.1:${listenPort};`);
  config = replaceOnce(config, /access_log \S+ fairround;/, `access_log ${dir}/access.log fairround;`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
    .join('\n');
  config = replaceOnce(config, /^http \{$/m, `http {\n${temp}`);
  // One worker is plenty for a test, and the pid file goes with the rest.
  config = replaceOnce(config, /^worker_processes auto;$/m, `worker_processes 1;\npid ${dir}/nginx.pid;`);
  return config;
}

export type RunningNginx = {
  url: string;
  accessLog: () => string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts nginx in the foreground in `dir` with the shipped config pointed at the app's port. */
export async function startShippedNginx(nginx: string, appPort: number, dir: string): Promise<RunningNginx> {
  // Workers run as an unprivileged user when the test runs as root: they must reach the temp dirs.
  fs.chmodSync(dir, 0o755);
  const listenPort = await freePort();
  const configFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(configFile, renderShippedConfig({ appPort, listenPort, dir }));
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(nginx, ['-p', dir, '-e', errorLog, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${listenPort}`;
  const readLog = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}\n${readLog(errorLog)}`);
    }
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer in time: ${stderr}\n${readLog(errorLog)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    accessLog: () => readLog(path.join(dir, 'access.log')),
    async stop() {
      // QUIT is nginx's graceful stop: the workers finish and the master removes its pid file.
      child.kill('SIGQUIT');
      const gone = exited(child);
      const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(late);
    },
  };
}
