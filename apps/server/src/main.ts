import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { acquireDataDirLock, DataDirLockedError } from './platform/db/data-dir-lock.js';
import { openPglite, openPostgres, type DatabaseHandle } from './platform/db/database.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { buildMetricsServer } from './platform/metrics/metrics-server.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function openDatabase(config: Config): Promise<{ database: DatabaseHandle; releaseLock: () => void }> {
  if (config.DATABASE_URL) return { database: await openPostgres(config.DATABASE_URL), releaseLock: () => {} };
  const releaseLock = acquireDataDirLock(config.dataDir);
  try {
    return { database: await openPglite(path.join(config.dataDir, 'pglite')), releaseLock };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function start(): Promise<void> {
  const config = loadConfig();
  const { database, releaseLock } = await openDatabase(config);
  await database.migrate();
  const metrics = createMetrics();
  const app = await buildApp({ config, database, metrics });
  const metricsServer = config.METRICS_PORT === undefined ? null : await buildMetricsServer(metrics);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await metricsServer?.close();
      await app.close();
      await database.close();
    } finally {
      releaseLock();
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (metricsServer) {
    await metricsServer.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
    app.log.info({ host: config.METRICS_HOST, port: config.METRICS_PORT }, 'metrics listener is up');
  }
  app.log.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'Fairround is up');
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Fairround failed to start:', error);
  }
  process.exit(1);
});
