export interface DemoServer {
  url: string;
  close(): Promise<void>;
}
export function startDemoServer(options?: { port?: number; host?: string }): Promise<DemoServer>;
