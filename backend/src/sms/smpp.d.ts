// The smpp package ships no declarations: the little of it the app and its tests use.
declare module 'smpp' {
  import type { Server as NetServer } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): PDU;
  }

  export interface Session {
    on(event: 'connect' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (pdu: PDU) => void): this;
    once(event: string, listener: (...args: never[]) => void): this;
    removeAllListeners(event?: string): this;
    send(pdu: PDU): boolean;
    bind_transceiver(options: Record<string, unknown>, callback: (pdu: PDU) => void): boolean;
    submit_sm(options: Record<string, unknown>, callback: (pdu: PDU) => void): boolean;
    unbind(callback?: (pdu: PDU) => void): boolean;
    pause(): void;
    resume(): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  interface Smpp {
    connect(options: { host: string; port: number; connectTimeout?: number }, listener?: () => void): Session;
    createServer(listener: (session: Session) => void): Server;
    addTLV(tag: string, options: { id: number; type: unknown }): void;
    types: { tlv: Record<string, unknown> };
    tlvsById: Record<number, unknown>;
    [status: string]: unknown;
  }

  const smpp: Smpp;
  export default smpp;
}
