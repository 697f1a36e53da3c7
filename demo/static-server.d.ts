export function serveDirectory(dir: string, port?: number): Promise<{ url: string; close(): Promise<void> }>;
