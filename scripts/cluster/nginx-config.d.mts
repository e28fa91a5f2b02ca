// Types of nginx-config.mjs, for the TypeScript that reads it (tooling/test/nginx-config.test.ts).
export declare const nodeCookie: string;
export declare const socketPath: string;
export declare function nodeName(index: number): string;
export declare function locationPattern(pattern: string): string;
export declare function nginxConfig(options: {
  upstreams: string[];
  listen?: string | number;
  serverName?: string;
  tempDir?: string;
  pidFile?: string;
  errorLog?: string;
  accessLog?: string;
  workerProcesses?: number | 'auto';
}): string;
