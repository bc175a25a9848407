import { EventEmitter } from 'node:events';

/** Events shared between server processes. Browser-facing (SSE) events get their own map later. */
export interface ServerEvents {
  'cache.invalidate': { prefix: string };
}

export type EventName = keyof ServerEvents;
export type Handler<E extends EventName> = (payload: ServerEvents[E]) => void;

export interface EventBus {
  publish<E extends EventName>(event: E, payload: ServerEvents[E]): Promise<void>;
  /** Returns a function that removes the subscription. */
  subscribe<E extends EventName>(event: E, handler: Handler<E>): () => void;
  close(): Promise<void>;
}

/** The default bus: one process, no network. Handlers also receive what the process itself publishes. */
export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event, payload) {
      emitter.emit(event, payload);
    },
    subscribe(event, handler) {
      emitter.on(event, handler);
      return () => emitter.off(event, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
