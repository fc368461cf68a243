/**
 * What the cluster primary (cluster.ts) tells a worker it has replaced in a rolling restart: stop
 * without the drain period, since the other workers keep the port and answer /readyz (main.ts).
 */
export const RETIRE = { type: 'mahasi:retire' } as const;

export const isRetire = (message: unknown): boolean => (message as { type?: unknown } | null)?.type === RETIRE.type;
