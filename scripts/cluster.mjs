// @ts-check
// `npm run cluster`: the production arrangement on one machine. Redis (Debian's
// redis-server), two instances of the production server (the build's standalone server/start.mjs) sharing it, and
// nginx (Debian's nginx) in front with the page cache of deploy/nginx/nginx.conf.template.
// Everything runs unprivileged from a temporary folder, logs JSON lines on standard output,
// and stops on Ctrl-C or SIGTERM. It serves the existing production build (`npm run build`).
//
// CLUSTER_PORT: nginx's port (default 8080; 0 picks a free one). NEXT_DIST_DIR: the build.
// REVALIDATE_SECRET: the webhook's secret (a random one is made and printed when unset).
import { execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { ensureDebianPackage } from "./ensure-debian-package.mjs";
import { productionServerEntry } from "./serve-production.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATE = join(ROOT, "deploy", "nginx", "nginx.conf.template");
const PROGRAMS = { redis: "/usr/bin/redis-server", nginx: "/usr/sbin/nginx" };

/** @typedef {import("node:child_process").ChildProcess} ChildProcess */

/**
 * Installs redis-server and nginx when missing: one `apt-get update` for both, then the
 * same checks as the other ensure-* scripts.
 */
export function ensureClusterPackages() {
  const missing = [
    ["redis-server", PROGRAMS.redis],
    ["nginx", PROGRAMS.nginx],
  ].filter(([, path]) => !existsSync(/** @type {string} */ (path)));
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (missing.length > 1 && isRoot) {
    console.log(`Installing Debian's ${missing.map(([name]) => name).join(" and ")} with apt-get (once).`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.map(([name]) => name).join(" ")}`, {
      stdio: "inherit",
    });
  }
  ensureDebianPackage("redis-server", PROGRAMS.redis, "the cluster's shared regeneration cache");
  ensureDebianPackage("nginx", PROGRAMS.nginx, "the cluster's load balancer and page cache");
}

/** A free loopback port (the kernel's choice). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * nginx's configuration: the template with its fields filled.
 * @param {{ template: string, listen: string, upstreams: string[], cacheDir: string, tempDir: string, pidFile: string, sessionCookie: string, refreshSecret: string, refreshFrom: string[], workerProcesses?: number }} options
 */
export function renderNginxConfig({
  template,
  listen,
  upstreams,
  cacheDir,
  tempDir,
  pidFile,
  sessionCookie,
  refreshSecret,
  refreshFrom,
  workerProcesses = 1,
}) {
  // Both go into nginx's syntax unquoted or inside a quoted map key.
  if (!/^[\w-]{16,}$/.test(refreshSecret)) throw new Error("The refresh secret must be at least 16 letters, digits, _ or -");
  if (!/^[\w-]+$/.test(sessionCookie)) throw new Error(`Not a cookie name nginx can read: ${sessionCookie}`);
  const fields = {
    WORKER_PROCESSES: String(workerProcesses),
    PID_FILE: pidFile,
    TEMP_DIR: tempDir,
    CACHE_DIR: cacheDir,
    LISTEN: listen,
    // An instance failing twice within 5 s is left out for 5 s, then tried again.
    UPSTREAM_SERVERS: upstreams.map((address) => `        server ${address} max_fails=2 fail_timeout=5s;`).join("\n"),
    SESSION_COOKIE: sessionCookie,
    REFRESH_SECRET: refreshSecret,
    REFRESH_FROM: refreshFrom.map((address) => `        ${address} 1;`).join("\n"),
  };
  const filled = template.replace(/\{\{(\w+)\}\}/g, (match, name) => (name in fields ? fields[/** @type {keyof typeof fields} */ (name)] : match));
  const left = /^[^#\n]*\{\{\w+\}\}/m.exec(filled);
  if (left) throw new Error(`nginx template field not filled: ${left[0]}`);
  return filled;
}

/**
 * Waits until `check` resolves true (polling every 200 ms), or throws after `timeoutMs`.
 * @param {() => Promise<boolean>} check
 * @param {string} what
 * @param {number} timeoutMs
 * @param {ChildProcess} [child] fails at once when this process exits
 */
async function waitFor(check, what, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it was ready`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

/** @param {number} port */
const answersPing = (port) =>
  new Promise((resolvePing) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
    socket.setTimeout(1000, () => socket.destroy());
    socket.on("data", (data) => {
      resolvePing(data.toString().startsWith("+PONG"));
      socket.destroy();
    });
    socket.on("error", () => resolvePing(false));
    socket.on("close", () => resolvePing(false));
  });

/** Any answer below 500: the server is up (a build older than /api/health answers 404). @param {string} url */
const answersOk = async (url) => (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;

/**
 * Stops a child with `signal`, then SIGKILL after `timeoutMs`; resolves when it has exited.
 * @param {ChildProcess} child
 * @param {NodeJS.Signals} signal
 * @param {number} [timeoutMs]
 */
export async function stopProcess(child, signal, timeoutMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * @typedef {object} ClusterOptions
 * @property {number} [port] nginx's port (0: a free one)
 * @property {string} [distDir] the production build (NEXT_DIST_DIR)
 * @property {string} [revalidateSecret]
 * @property {"inherit" | "ignore"} [output] where the processes' logs go
 * @property {NodeJS.ProcessEnv} [env]
 */

/**
 * Starts Redis, two instances and nginx; `stop()` stops them all and removes the temporary
 * folder. `startInstance(index)`, `stopInstance(index)`, `restartInstance(index)`,
 * `stopRedis()` and `startRedis()` are for fail-over tests.
 * @param {ClusterOptions} [options]
 */
export async function startCluster({ port = 8080, distDir = ".next", revalidateSecret, output = "inherit", env = process.env } = {}) {
  const absoluteDistDir = resolve(ROOT, distDir);
  for (const file of ["BUILD_ID", "csp-hashes.json", "standalone/server/start.mjs"]) {
    if (!existsSync(join(absoluteDistDir, file)))
      throw new Error(`No complete production build in ${absoluteDistDir} (${file} is missing): run \`npm run build\` first.`);
  }
  const workDir = mkdtempSync(join(tmpdir(), "tax-site-cluster-"));
  // Run as root, nginx's workers switch to `nobody`: they must be able to enter the folder.
  chmodSync(workDir, 0o755);
  for (const folder of ["temp", "cache"]) mkdirSync(join(workDir, folder));
  const [nginxPort, redisPort, ...instancePorts] = await Promise.all([port ? Promise.resolve(port) : freePort(), freePort(), freePort(), freePort()]);
  const refreshSecret = randomBytes(24).toString("hex");
  const secret = revalidateSecret ?? env.REVALIDATE_SECRET ?? randomBytes(24).toString("hex");
  const url = `http://127.0.0.1:${nginxPort}`;
  /** @type {import("node:child_process").StdioOptions} */
  const stdio = ["ignore", output, output];
  /** @type {ChildProcess[]} */
  const started = [];
  // Own process groups: Ctrl-C reaches this script only, which stops them in order.
  /** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [childEnv] @param {"pipe"} [stderr] */
  const run = (command, args, childEnv = env, stderr) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: stderr ? ["ignore", output, stderr] : stdio, env: childEnv, detached: true });
    started.push(child);
    return child;
  };

  const startRedisProcess = () =>
    run(PROGRAMS.redis, [
      "--port",
      String(redisPort),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      workDir,
      "--loglevel",
      "warning",
    ]);
  let redis = startRedisProcess();
  const instanceEnv = {
    ...env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REVALIDATE_SECRET: secret,
    NGINX_PURGE_URL: url,
    NGINX_PURGE_SECRET: refreshSecret,
  };
  /** @type {(ChildProcess | undefined)[]} */
  const instances = instancePorts.map(() => undefined);
  /** @param {number} index */
  const startInstance = async (index) => {
    const instancePort = /** @type {number} */ (instancePorts[index]);
    const child = run(process.execPath, [productionServerEntry(distDir), "-p", String(instancePort), "-H", "127.0.0.1"], instanceEnv);
    instances[index] = child;
    await waitFor(() => answersOk(`http://127.0.0.1:${instancePort}/api/health`), `instance ${index + 1} (port ${instancePort})`, 60_000, child);
  };
  /** @param {number} index */
  const stopInstance = async (index) => {
    const child = instances[index];
    if (child) await stopProcess(child, "SIGTERM");
  };
  /**
   * SIGTERM to one instance (it stops accepting and finishes its requests in flight), then
   * a new one on the same port, as an orchestrator replaces an instance; resolves when the
   * new one answers. `onStopped` runs between the two (the old process has exited).
   * @param {number} index
   * @param {{ onStopped?: () => void }} [hooks]
   */
  const restartInstance = async (index, { onStopped } = {}) => {
    await stopInstance(index);
    onStopped?.();
    await startInstance(index);
  };
  /** Stops Redis (the instances fall back to their own caches); `startRedis()` brings it back on the same port, empty. */
  const stopRedis = () => stopProcess(redis, "SIGTERM");
  const startRedis = async () => {
    if (redis.exitCode === null && redis.signalCode === null) return;
    redis = startRedisProcess();
    processes.redis = redis;
    await waitFor(() => answersPing(redisPort), `redis-server (port ${redisPort})`, 10_000, redis);
  };

  /** @type {ChildProcess | undefined} */
  let nginx;
  const stop = async () => {
    // nginx first (no new requests), then the instances (they finish theirs), then Redis.
    if (nginx) await stopProcess(nginx, "SIGQUIT");
    await Promise.all(instances.map((child) => child && stopProcess(child, "SIGTERM")));
    await Promise.all(started.map((child) => stopProcess(child, "SIGTERM")));
    rmSync(workDir, { recursive: true, force: true });
  };

  /** The processes running now (a restart replaces an entry). */
  const processes = { redis, instances, nginx: /** @type {ChildProcess | undefined} */ (undefined) };

  try {
    await waitFor(() => answersPing(redisPort), `redis-server (port ${redisPort})`, 10_000, redis);
    await Promise.all(instancePorts.map((_, index) => startInstance(index)));
    const configFile = join(workDir, "nginx.conf");
    writeFileSync(
      configFile,
      renderNginxConfig({
        template: readFileSync(TEMPLATE, "utf8"),
        listen: `127.0.0.1:${nginxPort}`,
        upstreams: instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`),
        cacheDir: join(workDir, "cache"),
        tempDir: join(workDir, "temp"),
        pidFile: join(workDir, "nginx.pid"),
        sessionCookie: env.NEXT_PUBLIC_PRODUCT_SLUG?.trim() || "taxsathi",
        refreshSecret,
        refreshFrom: ["127.0.0.1", "::1"],
      }),
    );
    // -e: nginx opens its default error log before reading the configuration, which fails without root.
    nginx = run(PROGRAMS.nginx, ["-p", workDir, "-c", configFile, "-e", "stderr"], env, "pipe");
    processes.nginx = nginx;
    // nginx says why it refused to start on its standard error: kept for the error message.
    let nginxErrors = "";
    nginx.stderr?.on("data", (chunk) => {
      nginxErrors = (nginxErrors + chunk).slice(-2000);
      if (output === "inherit") process.stderr.write(chunk);
    });
    await waitFor(() => answersOk(`${url}/api/health`), `nginx (port ${nginxPort})`, 10_000, nginx).catch((error) => {
      throw new Error(`${error.message}\n${nginxErrors}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    nginxPort,
    redisPort,
    instancePorts,
    revalidateSecret: secret,
    refreshSecret,
    workDir,
    startInstance,
    stopInstance,
    restartInstance,
    stopRedis,
    startRedis,
    stop,
    processes,
  };
}

async function main() {
  ensureClusterPackages();
  const cluster = await startCluster({ port: Number(process.env.CLUSTER_PORT ?? 8080), distDir: process.env.NEXT_DIST_DIR || ".next" });
  console.log(`\nThe cluster is up: ${cluster.url}
  nginx :${cluster.nginxPort} → instances :${cluster.instancePorts.join(", :")}, Redis :${cluster.redisPort}
  webhook: curl -X POST ${cluster.url}/api/revalidate -H 'Authorization: Bearer ${cluster.revalidateSecret}' -H 'Content-Type: application/json' -d '{"type":"blog.BlogPage","slug":"…"}'
Ctrl-C stops everything.\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("Stopping nginx, the instances and Redis…");
    await cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
