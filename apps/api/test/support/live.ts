// Clients of the live socket for the server's tests: socket.io-client, as the apps use it, against
// a listening server, with every event a socket hears kept in order.
import { io, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import {
  livePath,
  serviceBasePaths,
  type ClientToServerEvents,
  type LeaseQuote,
  type ServerToClientEvents,
} from '@sfi/domain';
import type { AuthTestApi, SignedIn } from './auth.ts';

export type LiveClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** An event a socket heard. */
export interface Heard {
  name: string;
  payload: unknown;
}

export interface LiveClient {
  socket: LiveClientSocket;
  /** Every event heard so far, in order. */
  heard: Heard[];
  /** The first event of this name (from `from` on) whose payload matches, waiting for it. */
  next<T = unknown>(name: string, matches?: (payload: T) => boolean, from?: number): Promise<T>;
  /** The payloads heard of this name. */
  all<T = unknown>(name: string): T[];
}

/** The handshake's `auth` for a session, as the api client sends it. */
export const liveAuth = (session: SignedIn) => ({ sessionToken: session.id, token: session.token });

function connectOptions(auth: unknown, reconnection: boolean, headers?: Record<string, string>) {
  return {
    ...(headers && { extraHeaders: headers }),
    path: livePath(serviceBasePaths.main),
    transports: ['websocket'],
    forceNew: true,
    reconnection,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    ...(auth !== undefined && { auth: auth as Record<string, unknown> }),
  };
}

/** Opens a socket with this handshake `auth` (a session, or anything else to try) and waits until it is connected. */
export async function openLive(
  origin: string,
  auth: SignedIn | unknown,
  {
    reconnection = false,
    namespace = '',
    headers,
  }: { reconnection?: boolean; namespace?: string; headers?: Record<string, string> } = {},
): Promise<LiveClient> {
  const session = auth as Partial<SignedIn> | undefined;
  const handshake =
    session && typeof session.id === 'string' && typeof session.token === 'string'
      ? liveAuth(session as SignedIn)
      : auth;
  const socket: LiveClientSocket = io(
    `${origin}${namespace}`,
    connectOptions(handshake, reconnection, headers),
  );
  const heard: Heard[] = [];
  socket.onAny((name: string, payload: unknown) => heard.push({ name, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
  return {
    socket,
    heard,
    next: <T>(name: string, matches: (payload: T) => boolean = () => true, from = 0) =>
      vi.waitFor(
        () => {
          const found = heard.slice(from).find((event) => event.name === name && matches(event.payload as T));
          if (!found) throw new Error(`no ${name} heard yet`);
          return found.payload as T;
        },
        { timeout: 5_000, interval: 10 },
      ),
    all: <T>(name: string) => heard.filter((event) => event.name === name).map((event) => event.payload as T),
  };
}

/** The message a refused handshake gets (`connect_error`). */
export async function refusedHandshake(origin: string, auth: unknown): Promise<string> {
  try {
    const client = await openLive(origin, auth);
    client.socket.disconnect();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The handshake was accepted');
}

/** Where the live tests' sockets and calls come from; sessions are made there too (their network). */
export const LOCAL = '127.0.0.1';

/** Makes the test server listen on a free loopback port; its origin. */
export async function listening(api: AuthTestApi): Promise<string> {
  await api.app.listen({ port: 0, host: LOCAL });
  return `http://${LOCAL}:${(api.app.server.address() as AddressInfo).port}`;
}

/**
 * A listening test server for the live tests: sockets opened on it (all disconnected by `close`,
 * which closes the server too), calls through its API from {@link LOCAL} that must answer `status`
 * (201 for POST, 204 for DELETE, 200 otherwise by default), and a new quote in Ontario.
 */
export async function liveTestServer(api: AuthTestApi) {
  const origin = await listening(api);
  const clients: LiveClient[] = [];
  async function call<T>(
    session: SignedIn,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    status?: number,
  ) {
    const response = await api.call({
      method,
      path,
      from: LOCAL,
      session,
      ...(body !== undefined && { body }),
    });
    expect(response.statusCode, response.body).toBe(
      status ?? (method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200),
    );
    return response.body === '' ? (undefined as T) : response.json<T>();
  }
  return {
    origin,
    call,
    /** A socket signed in with `session`, on this server or another's `at` origin. */
    live: async (
      session: SignedIn,
      options?: Parameters<typeof openLive>[2],
      at: string = origin,
    ): Promise<LiveClient> => {
      const client = await openLive(at, session, options);
      clients.push(client);
      return client;
    },
    newQuote: (session: SignedIn) =>
      call<LeaseQuote>(session, 'POST', '/lease-quotes', {
        vehicle: { type: 'CAR', year: 2025, make: 'Honda', model: 'Civic' },
        province: 'ON',
        customer: { firstName: 'Zoë', lastName: 'Beaulieu' },
      }),
    close: async () => {
      for (const client of clients) client.socket.disconnect();
      await api.close();
    },
  };
}
