import { EventEmitter } from 'node:events';

import type { LiveEventName } from '@roadshow/contracts/live';
import type { DeskEventName } from '@roadshow/contracts/live-desk';

/**
 * Events shared between server processes. What browsers receive is the LiveEvents map of contracts;
 * it travels between processes inside 'live.event' and leaves through the SSE hub (live-hub.ts).
 */
export interface ServerEvents {
  'cache.invalidate': { prefix: string };
  /** One event for the viewers of an activity's live room; `id` is unique and set by the publisher. */
  'live.event': { activityId: number; id: string; name: LiveEventName; data: unknown };
  /** How many SSE viewers of an activity one process holds (sent on change and with each heartbeat). */
  'live.presence': { activityId: number; node: string; count: number };
  /**
   * A viewer's way into the room changed (barred by the desk, sign-up revoked): every process ends
   * that user's streams of the activity, so they reconnect through the gate (decision 073).
   */
  'live.revoke': { activityId: number; userId: string };
  /** One event for the sponsor's desk of an activity (its console live page; decision 063). */
  'desk.event': { activityId: number; id: string; name: DeskEventName; data: unknown };
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
