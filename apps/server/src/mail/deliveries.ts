/**
 * Messages sent after the reply. A reply that waited for the mail server would take longer when
 * there is someone to write to, and so tell who has an account; a failed delivery is logged instead.
 */
export interface Deliveries {
  later(send: () => Promise<void>, context?: object): void;
  /** Resolves once every message started so far has been delivered or has failed (shutdown, tests). */
  settled(): Promise<void>;
}

export function deliveries(log: { error(obj: object, message: string): void }): Deliveries {
  const inFlight = new Set<Promise<void>>();
  return {
    later(send, context = {}) {
      const delivery: Promise<void> = send()
        .catch((err: unknown) => log.error({ err, ...context }, 'message not delivered'))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
