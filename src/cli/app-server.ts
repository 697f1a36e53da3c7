// The app under test around a command, from the config's webServer: a server another run started
// is shared, an app already answering is used (reuseExistingServer), else the command is started;
// a run stops only a server it uses, and only when it is the last run using it (server-lease.ts).
import { SetupError } from '../drivers/errors.ts';
import { portOf, portTaken, responds, signalGroup, startServerProcess, stopServerGroup,
  type WebServerSettings } from '../config/web-server.ts';
import { abandonLease, enterLease, leaseLeave, leasePath, logPathOf, markUp, type Lease } from './server-lease.ts';

const WAIT_POLL_MS = 200;

function describeRun(lease: Lease): string {
  return `another Stepwright run (pid ${lease.starter}) started "${lease.command}" in ${lease.cwd}`;
}

/** One command's use of the app server: acquire before the work, release after (or on a signal). */
export class AppServer {
  private readonly path: string;
  private readonly me = process.pid;
  /** the process group this run spawned and that does not answer yet */
  private starting: number | undefined;
  private using = false;

  constructor(private readonly s: WebServerSettings, private readonly cwd: string,
    private readonly log: (line: string) => void) {
    this.path = leasePath(s.url);
  }

  async acquire(): Promise<void> {
    const s = this.s;
    const deadline = Date.now() + s.timeoutMs;
    for (;;) {
      const server = { url: s.url, command: s.command, cwd: this.cwd };
      const entry = enterLease(this.path, this.me, server, s.reuseExistingServer);
      if (entry.kind === 'joined') {
        this.using = true;
        this.log(`Using the app at ${s.url}: ${describeRun(entry.lease)}; the last run using it stops it`);
        return;
      }
      if (entry.kind === 'foreign') throw this.portError(`it is the app ${describeRun(entry.lease)}`);
      if (entry.kind === 'start') return this.start();
      if (Date.now() > deadline) {
        throw new SetupError(`${describeRun(entry.lease)} and ${s.url} did not answer within ${s.timeoutMs} ms; ` +
          'run again when that run has started the app or ended.');
      }
      await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
    }
  }

  private async start(): Promise<void> {
    const s = this.s;
    try {
      if (s.reuseExistingServer && await responds(s.url)) {
        abandonLease(this.path, this.me);
        this.log(`Using the app already running at ${s.url}`);
        return;
      }
      if (!s.reuseExistingServer && await portTaken(s.url)) throw this.portError('something already listens there');
      this.log(`Starting the app: ${s.command}`);
      const pid = await startServerProcess(s, this.cwd, logPathOf(this.path), (p) => { this.starting = p; });
      markUp(this.path, this.me, pid);
      this.starting = undefined;
      this.using = true;
    } catch (e) {
      if (this.starting !== undefined) await stopServerGroup(this.starting);
      this.starting = undefined;
      abandonLease(this.path, this.me);
      throw e;
    }
  }

  private portError(why: string): SetupError {
    const port = portOf(this.s.url);
    return new SetupError(`Port ${port} is taken (${why}) and webServer.reuseExistingServer is off (the default when ` +
      `CI is set), ` +
      `so Stepwright neither starts "${this.s.command}" nor tests an app it did not start. ` +
      `Stop what listens on port ${port}, ` +
      `set "reuseExistingServer": true under "webServer" in the config, ` +
      `or pass --base-url ${new URL(this.s.url).origin} to test that app.`);
  }

  /** Stops using the server; stops it when no other run uses it. Safe to call more than once. */
  async release(): Promise<void> {
    const pid = this.leave();
    if (pid !== undefined) {
      await stopServerGroup(pid);
      this.log(`Stopped the app (${this.s.command})`);
    }
  }

  /** The same while the process exits (no waiting possible): the server only gets SIGTERM. */
  releaseNow(): void {
    const pid = this.leave();
    if (pid !== undefined) signalGroup(pid, 'SIGTERM');
  }

  /** The process group to stop, if this run was the last to use it (or was still starting it). */
  private leave(): number | undefined {
    if (this.starting !== undefined) {
      const pid = this.starting;
      this.starting = undefined;
      abandonLease(this.path, this.me);
      return pid;
    }
    if (!this.using) return undefined;
    this.using = false;
    return leaseLeave(this.path, this.me);
  }
}


