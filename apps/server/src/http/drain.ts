import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection with no request may take to send one once the server stops: its bytes may be on their way. */
export const REQUEST_GRACE_MS = 1_000;

interface Connection {
  socket: Socket;
  /** Replies being made on it. */
  replies: Set<ServerResponse>;
  timer?: NodeJS.Timeout;
}

/** The connection a reply is made on, kept on the reply for its one shared close listener. */
const CONNECTION = Symbol('connection');
type TrackedResponse = ServerResponse & { [CONNECTION]?: Connection };

/**
 * What a stopping server does with its connections (issue 27, decision 0045). Node's `close()`
 * (and Fastify's, which calls it) ends every kept-alive connection waiting for its next request at
 * once: a request the client is sending on it at that moment gets no reply (behind a proxy that
 * keeps connections open, a POST so lost is a 502 that the proxy does not retry); Fastify then
 * answers 503 to a request read after close() began; and a connection that never sends anything
 * keeps the server from closing until the shutdown time limit. Here, once the server stops:
 *
 * - every request on a connection it has is answered, and the connection closes after that reply
 *   (`Connection: close`, added to replies whose headers have not gone yet);
 * - a connection with no request being answered gets `REQUEST_GRACE_MS` to send one, then closes.
 *
 * Connections still in the kernel's queue when the port closes are reset by the kernel: only the
 * drain period before it (main.ts), with /readyz at 503, keeps new ones from coming.
 *
 * While `lifecycle.draining` (the drain period before the port closes) every reply carries
 * `Connection: close` too, so clients that keep connections (a proxy's keep-alive pool) open new
 * ones, which go wherever the load balancer now sends them.
 */
export function closeConnectionsGently(server: Server, lifecycle: { draining: boolean }, graceMs = REQUEST_GRACE_MS): void {
  const connections = new Map<Socket, Connection>();
  let stopping = false;

  const closeUnlessUsed = (socket: Socket, connection: Connection) => {
    clearTimeout(connection.timer);
    connection.timer = setTimeout(() => {
      if (connection.replies.size === 0) socket.destroy();
    }, graceMs);
    connection.timer.unref();
  };

  server.on('connection', (socket: Socket) => {
    const connection: Connection = { socket, replies: new Set() };
    connections.set(socket, connection);
    socket.once('close', () => {
      clearTimeout(connection.timer);
      connections.delete(socket);
    });
    // A cluster worker may still be handed a connection the primary accepted.
    if (stopping) closeUnlessUsed(socket, connection);
  });

  // One listener for every reply (no closure made per request).
  function replyClosed(this: TrackedResponse) {
    const connection = this[CONNECTION];
    if (!connection) return;
    connection.replies.delete(this);
    // A reply that had sent its headers before the server stopped kept its connection open.
    if (stopping && connection.replies.size === 0 && !connection.socket.destroyed) closeUnlessUsed(connection.socket, connection);
  }

  // Before the server's own handler (the front door, then Fastify), so that cache hits close too.
  server.prependListener('request', (request: IncomingMessage, response: TrackedResponse) => {
    if (lifecycle.draining || stopping) response.setHeader('connection', 'close');
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.replies.add(response);
    if (connection.timer) clearTimeout(connection.timer);
    response[CONNECTION] = connection;
    response.on('close', replyClosed);
  });

  // Node's close() and Fastify's call this to end idle connections at once; here they get a grace.
  server.closeIdleConnections = () => {
    stopping = true;
    for (const [socket, connection] of connections) {
      if (connection.replies.size === 0) closeUnlessUsed(socket, connection);
      for (const response of connection.replies) if (!response.headersSent) response.setHeader('connection', 'close');
    }
  };
}

/**
 * Stops taking connections and resolves once every request on the connections it has is answered
 * and they are closed. The app stays whole meanwhile (its jobs, its pool, its own inject calls,
 * which Fastify refuses once it closes): main.ts closes it after this.
 */
export function closePort(server: Server): Promise<void> {
  return new Promise((resolve, reject) =>
    server.close((error) => (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(error) : resolve())),
  );
}
