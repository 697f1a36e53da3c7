// `stepwright doctor` on the app server: one a run started and others still use, or one an earlier
// run left running (killed before it could stop it), read from the server's lease.
import type { ResolvedConfig } from '../config/config.ts';
import { alive } from '../config/web-server.ts';
import type { Check } from './doctor-android.ts';
import { leaseLive, leasePath, readLease } from './server-lease.ts';

export function serverChecks(config: ResolvedConfig): Check[] {
  const s = config.webServer;
  if (!s) return [];
  const lease = readLease(leasePath(s.url));
  if (!lease || lease.state !== 'up' || !leaseLive(lease)) return [];
  const users = lease.users.filter((u) => alive(u));
  if (users.length) {
    return [{ ok: true, what: 'App server',
      detail: `"${lease.command}" (process group ${lease.pid}) started by run ${lease.starter}, ` +
        `used now by run${users.length > 1 ? 's' : ''} ${users.join(', ')}; the last one to end stops it` }];
  }
  return [{ ok: 'warn', what: 'App server',
    detail: `"${lease.command}" (process group ${lease.pid}, in ${lease.cwd}) was left running ` +
      `by an earlier run (pid ${lease.starter}, ${lease.startedAt}). Stop it: kill -TERM -${lease.pid} ` +
      `(or the next compile/run/heal uses it and stops it when it ends); its output: ${lease.log}` }];
}
