import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The real backend binary: HIRE_BIN, or the debug build in the shared cargo target folder. */
export const hireBin =
  process.env.HIRE_BIN ?? join(process.env.CARGO_TARGET_DIR ?? '/root/.cache/hire/target', 'debug', 'hire');

export type Mail = { to: string; subject: string; body: string; link: string; created_at: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Settings the backend gets besides its usual ones, or a function that makes them once the
 * backend's address is known (a service that must name Hire's address starts there).
 */
export type BackendEnv = NodeJS.ProcessEnv | ((baseUrl: string) => Promise<NodeJS.ProcessEnv>);

/**
 * A fresh folder the PostgreSQL user can reach. mkdtemp makes it 0700, and the binary then
 * keeps its cluster in a folder of its own under /var/tmp, which `stop` cannot know to remove.
 */
function reachableTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * `hire serve` on a free port with a fresh data folder (its own PostgreSQL lives there).
 * `env` adds settings of its own (HIRE_WEBHOOKS_ALLOW_LOCAL, say).
 */
export class Backend {
  readonly adminToken = randomBytes(24).toString('hex');
  readonly dataDir = reachableTempDir('hire-e2e-');
  readonly logFile = join(this.dataDir, 'hire.log');
  baseUrl = '';
  private child?: ChildProcess;

  constructor(
    private readonly webDir: string,
    private readonly env: BackendEnv = {},
  ) {}

  async start(timeoutMs = 90_000): Promise<void> {
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HIRE_ADDR: `127.0.0.1:${port}`,
      HIRE_PUBLIC_URL: this.baseUrl,
      HIRE_DATA_DIR: join(this.dataDir, 'data'),
      HIRE_ADMIN_TOKEN: this.adminToken,
      HIRE_WEB_DIR: this.webDir,
      // A test file is one client making accounts and sessions by the dozen.
      HIRE_CLIENT_ATTEMPTS_MULTIPLIER: '1000',
      ...(typeof this.env === 'function' ? await this.env(this.baseUrl) : this.env),
    };
    // Without DATABASE_URL the binary starts its own private PostgreSQL in the data folder.
    delete env.DATABASE_URL;
    const log = createWriteStream(this.logFile);
    this.child = spawn(hireBin, ['serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);

    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`hire exited with ${this.child.exitCode}:\n${this.logTail()}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`);
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`hire did not answer /api/health within ${timeoutMs} ms:\n${this.logTail()}`);
  }

  /** The violations of the web app's Content-Security-Policy that browsers reported, as logged. */
  cspViolations(): string[] {
    return existsSync(this.logFile)
      ? readFileSync(this.logFile, 'utf8').split('\n').filter((line) => line.includes('content security policy violation'))
      : [];
  }

  logTail(lines = 40): string {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n') : '';
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child?.kill('SIGKILL'), 30_000);
      await exited(this.child);
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async admin(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Admin ${this.adminToken}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  }

  /** E-mails sent to `to`, newest first. */
  async outbox(to: string): Promise<Mail[]> {
    const response = await this.admin('GET', `/api/admin/outbox/?to=${encodeURIComponent(to)}`);
    return (await response.json()) as Mail[];
  }

  /** The link of the newest e-mail to `to`, waiting a little for it to be written. */
  async latestLink(to: string): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [mail] = await this.outbox(to);
      if (mail?.link) return new URL(mail.link, this.baseUrl).toString();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no e-mail with a link was sent to ${to}`);
  }

  async activateCompany(email: string): Promise<void> {
    await this.admin('POST', '/api/admin/companies/activate/', { email });
  }

  async setModule(email: string, module: 'ats' | 'lms', isActive: boolean): Promise<void> {
    await this.admin('PUT', '/api/admin/companies/modules/', { email, module, is_active: isActive });
  }

  /** The AI token orders waiting for payment, each with its company's id and name. */
  async pendingOrders(): Promise<Array<{ id: string; package_id: string; status: string; company_id: string; company_name: string }>> {
    return (await (await this.admin('GET', '/api/admin/market/orders/?status=pending')).json()) as Array<{
      id: string; package_id: string; status: string; company_id: string; company_name: string;
    }>;
  }

  /** Confirms an AI token order's payment, which credits its company's balance. */
  async markOrderPaid(orderId: string): Promise<void> {
    await this.admin('POST', `/api/admin/market/orders/${orderId}/paid/`);
  }
}
