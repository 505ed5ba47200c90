/** The part of ws 8's API that scripts/bench-bare-visit.ts uses (the package ships no types). */
declare module 'ws' {
  export default class WebSocket {
    constructor(url: string, options?: { perMessageDeflate?: boolean });
    once(event: 'open', listener: () => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    on(event: 'message', listener: (data: unknown) => void): this;
    send(data: string): void;
    close(): void;
  }
}
