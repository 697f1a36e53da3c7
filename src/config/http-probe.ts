/** What a URL answered (redirects not followed), or why nothing answered. */
export type ProbeResult = { status: number } | { error: unknown };

/** One GET, body discarded: is something listening at `url`, and with what status? */
export async function probeUrl(url: string,
  opts: { timeoutMs: number; headers?: Record<string, string> }): Promise<ProbeResult> {
  try {
    const res = await fetch(url,
      { redirect: 'manual', headers: opts.headers, signal: AbortSignal.timeout(opts.timeoutMs) });
    await res.body?.cancel();
    return { status: res.status };
  } catch (error) {
    return { error };
  }
}
