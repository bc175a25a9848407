import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveEventName, LiveEvents } from '@roadshow/contracts/live';
import type { EventBus, ServerEvents } from '../events/event-bus.ts';

/**
 * This process's Server-Sent Events viewers, per activity. Events reach it through the event bus
 * (in-process, or Redis so that every process sees what any process published), are kept in a short
 * ring per activity for Last-Event-ID resume, and are written once-serialised to every viewer of the
 * activity. One timer for the whole process sends heartbeats and this process's viewer counts.
 */
export interface LiveHub {
  /** Takes over a response as an SSE stream; returns a function that ends it. */
  attach(activityId: number, response: ServerResponse, lastEventId?: string): () => void;
  /** Viewers of the activity over every process (as last reported), or this process's alone. */
  viewerCount(activityId: number): number;
  /** Ends every stream (before the server closes). */
  closeClients(): void;
  close(): void;
}

export interface LiveHubOptions {
  heartbeatMs?: number;
  ringSize?: number;
  /** A process's count is forgotten after this long without a report (it stopped). */
  presenceTtlMs?: number;
  /** Viewer counts are pushed at most this often per activity. */
  viewersThrottleMs?: number;
  /** A viewer this far behind (bytes queued) is dropped: its EventSource reconnects and resumes. */
  maxQueuedBytes?: number;
}

interface Room {
  clients: Set<ServerResponse>;
  ring: { id: string; frame: Buffer }[];
  /** Viewers per process, as reported through the bus. */
  presence: Map<string, { count: number; at: number }>;
  sentCount: number;
  viewersTimer: NodeJS.Timeout | null;
  presenceTimer: NodeJS.Timeout | null;
  /** The last count this process reported, so an empty room reports its zero once. */
  reported: number;
}

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx: pass the stream through without buffering it.
  'x-accel-buffering': 'no',
};
const HEARTBEAT = Buffer.from(':\n\n');

export function frameOf(id: string | null, name: string, data: unknown): Buffer {
  return Buffer.from(`${id === null ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A unique, publisher-made event id (processes do not share a counter; resume looks ids up). */
export function newEventId(): string {
  return `${Date.now().toString(36)}-${randomBytes(5).toString('hex')}`;
}

/** Publishes one event to the viewers of an activity on every process. */
export function publishLiveEvent<E extends LiveEventName>(
  bus: EventBus,
  activityId: number,
  name: E,
  data: LiveEvents[E],
): Promise<void> {
  return bus.publish('live.event', { activityId, id: newEventId(), name, data });
}

export function createLiveHub(bus: EventBus, options: LiveHubOptions = {}): LiveHub {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const ringSize = options.ringSize ?? 200;
  const presenceTtlMs = options.presenceTtlMs ?? heartbeatMs * 3;
  const viewersThrottleMs = options.viewersThrottleMs ?? 1_000;
  const maxQueuedBytes = options.maxQueuedBytes ?? 1024 * 1024;
  const node = randomBytes(6).toString('hex');
  const rooms = new Map<number, Room>();

  const roomOf = (activityId: number) => {
    let room = rooms.get(activityId);
    if (!room) {
      room = {
        clients: new Set(),
        ring: [],
        presence: new Map(),
        sentCount: -1,
        viewersTimer: null,
        presenceTimer: null,
        reported: 0,
      };
      rooms.set(activityId, room);
    }
    return room;
  };

  const write = (response: ServerResponse, frame: Buffer) => {
    if (response.writableLength > maxQueuedBytes) {
      response.destroy();
      return;
    }
    response.write(frame);
  };

  const totalOf = (room: Room, now: number) => {
    let total = 0;
    for (const [key, entry] of room.presence) {
      if (now - entry.at > presenceTtlMs) room.presence.delete(key);
      else total += entry.count;
    }
    return total;
  };

  const pushViewers = (activityId: number, room: Room) => {
    if (room.viewersTimer) return;
    room.viewersTimer = setTimeout(() => {
      room.viewersTimer = null;
      const count = totalOf(room, Date.now());
      if (count === room.sentCount) return;
      room.sentCount = count;
      const frame = frameOf(null, 'viewers', { count } satisfies LiveEvents['viewers']);
      for (const client of room.clients) write(client, frame);
    }, viewersThrottleMs);
    room.viewersTimer.unref();
  };

  const report = (activityId: number, room: Room) => {
    const count = room.clients.size;
    if (count === 0 && room.reported === 0) return;
    room.reported = count;
    void bus.publish('live.presence', { activityId, node, count }).catch(() => undefined);
  };

  // Joins and leaves come in bursts (a room filling up): report a room's count at most twice a second.
  const reportSoon = (activityId: number, room: Room) => {
    if (room.presenceTimer) return;
    room.presenceTimer = setTimeout(() => {
      room.presenceTimer = null;
      report(activityId, room);
    }, 500);
    room.presenceTimer.unref();
  };

  const onEvent = (event: ServerEvents['live.event']) => {
    const room = roomOf(event.activityId);
    const frame = frameOf(event.id, event.name, event.data);
    room.ring.push({ id: event.id, frame });
    if (room.ring.length > ringSize) room.ring.shift();
    for (const client of room.clients) write(client, frame);
  };

  const onPresence = (event: ServerEvents['live.presence']) => {
    const room = roomOf(event.activityId);
    room.presence.set(event.node, { count: event.count, at: Date.now() });
    pushViewers(event.activityId, room);
  };

  const unsubscribe = [bus.subscribe('live.event', onEvent), bus.subscribe('live.presence', onPresence)];

  const heartbeat = setInterval(() => {
    for (const [activityId, room] of rooms) {
      for (const client of room.clients) write(client, HEARTBEAT);
      report(activityId, room);
      pushViewers(activityId, room);
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    attach(activityId, response, lastEventId) {
      const room = roomOf(activityId);
      response.writeHead(200, HEADERS);
      response.write('retry: 3000\n\n');
      if (lastEventId) {
        const at = room.ring.findIndex((entry) => entry.id === lastEventId);
        if (at === -1) response.write(frameOf(null, 'reset', {}));
        else for (const entry of room.ring.slice(at + 1)) response.write(entry.frame);
      }
      const known = totalOf(room, Date.now());
      response.write(frameOf(null, 'viewers', { count: Math.max(known, 1) }));
      room.clients.add(response);
      reportSoon(activityId, room);
      let ended = false;
      const detach = () => {
        if (ended) return;
        ended = true;
        room.clients.delete(response);
        reportSoon(activityId, room);
      };
      response.on('close', detach);
      return () => {
        detach();
        response.end();
      };
    },
    viewerCount(activityId) {
      const room = rooms.get(activityId);
      if (!room) return 0;
      return Math.max(totalOf(room, Date.now()), room.clients.size);
    },
    closeClients() {
      for (const room of rooms.values()) {
        for (const client of room.clients) client.end();
        room.clients.clear();
      }
    },
    close() {
      clearInterval(heartbeat);
      for (const room of rooms.values()) {
        if (room.viewersTimer) clearTimeout(room.viewersTimer);
        if (room.presenceTimer) clearTimeout(room.presenceTimer);
      }
      for (const off of unsubscribe) off();
      this.closeClients();
    },
  };
}
