import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveEventName, LiveEvents } from '@roadshow/contracts/live';
import type { DeskEventName, DeskEvents } from '@roadshow/contracts/live-desk';
import type { EventBus, ServerEvents } from '../events/event-bus.ts';

/**
 * This process's Server-Sent Events viewers, per activity. Events reach it through the event bus
 * (in-process, or Redis so that every process sees what any process published), are kept in a short
 * ring per activity for Last-Event-ID resume, and are written once-serialised to every viewer of the
 * activity. One timer for the whole process sends heartbeats and this process's viewer counts.
 */
/** Who holds a stream: a logged-in user, or an anonymous viewer known by address only. */
export interface StreamOwner {
  userId: string | null;
  ip: string;
}

/** One of an owner's stream places, held from the check until the stream ends (or `release`). */
export interface StreamLease {
  readonly owner: StreamOwner;
  release(): void;
}

export interface LiveHub {
  /**
   * Takes one of the owner's stream places on this process, or null when all are taken: at most
   * `maxStreamsPerUser` per logged-in user, `maxStreamsPerAddress` per address for anonymous viewers
   * (decision 073). Taken at once, so parallel requests cannot both have the last place.
   */
  reserve(owner: StreamOwner): StreamLease | null;
  /** Takes over a response as an SSE stream, holding the lease until it ends; returns a function that ends it. */
  attach(
    activityId: number,
    response: ServerResponse,
    options: { lease: StreamLease; lastEventId?: string },
  ): () => void;
  /** Viewers of the activity over every process (as last reported), or this process's alone. */
  viewerCount(activityId: number): number;
  /** Rooms whose state (ring, counts) this process keeps: for tests of the idle sweep. */
  roomCount(): number;
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
  /**
   * Which bus topic the hub streams: the viewers' rooms ('live.event', the default) or the sponsors'
   * desks ('desk.event', decision 063: no viewer counts there, a desk is a handful of members).
   */
  topic?: 'live.event' | 'desk.event';
  /** A room with no viewers on any process for this long is forgotten (its ring of frames with it). */
  idleRoomMs?: number;
  /** Streams one logged-in user may hold at once on this process. */
  maxStreamsPerUser?: number;
  /** Streams anonymous viewers from one address may hold at once on this process. */
  maxStreamsPerAddress?: number;
}

/** Defaults of the stream caps (decision 073); LIVE_STREAMS_PER_USER and LIVE_STREAMS_PER_IP change them. */
export const STREAM_CAPS = { perUser: 5, perAddress: 100 } as const;

interface Room {
  /** Each open stream and the user holding it (null: anonymous). */
  clients: Map<ServerResponse, string | null>;
  /** When the room last had a viewer here or anywhere (the idle sweep forgets it after idleRoomMs). */
  seenAt: number;
  ring: { id: string; frame: Buffer }[];
  /** Viewers per process, as reported through the bus. */
  presence: Map<string, { count: number; at: number }>;
  sentCount: number;
  viewersTimer: NodeJS.Timeout | null;
  presenceTimer: NodeJS.Timeout | null;
  /** The last count this process reported, so an empty room reports its zero once. */
  reported: number;
}

export const SSE_HEADERS = {
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

/** Publishes one event to the desk (console live page) of an activity on every process (decision 063). */
export function publishDeskEvent<E extends DeskEventName>(
  bus: EventBus,
  activityId: number,
  name: E,
  data: DeskEvents[E],
): Promise<void> {
  return bus.publish('desk.event', { activityId, id: newEventId(), name, data });
}

/**
 * Ends the user's streams of the activity on every process (barred by the desk, sign-up revoked):
 * they get a `revoked` frame, and their reconnection passes the gate again (decision 073).
 */
export function revokeViewer(bus: EventBus, activityId: number, userId: string): Promise<void> {
  return bus.publish('live.revoke', { activityId, userId });
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
  const topic = options.topic ?? 'live.event';
  const idleRoomMs = options.idleRoomMs ?? 5 * 60_000;
  const maxPerUser = options.maxStreamsPerUser ?? STREAM_CAPS.perUser;
  const maxPerAddress = options.maxStreamsPerAddress ?? STREAM_CAPS.perAddress;
  const counted = topic === 'live.event';
  const node = randomBytes(6).toString('hex');
  const rooms = new Map<number, Room>();
  /** Stream places taken per owner (`u:<userId>` or `ip:<address>`), over every room of this hub. */
  const held = new Map<string, number>();
  const ownerKey = (owner: StreamOwner) => (owner.userId ? `u:${owner.userId}` : `ip:${owner.ip}`);

  const roomOf = (activityId: number) => {
    let room = rooms.get(activityId);
    if (!room) {
      room = {
        clients: new Map(),
        seenAt: Date.now(),
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
    if (!counted || room.viewersTimer) return;
    room.viewersTimer = setTimeout(() => {
      room.viewersTimer = null;
      const count = totalOf(room, Date.now());
      if (count === room.sentCount) return;
      room.sentCount = count;
      const frame = frameOf(null, 'viewers', { count } satisfies LiveEvents['viewers']);
      for (const client of room.clients.keys()) write(client, frame);
    }, viewersThrottleMs);
    room.viewersTimer.unref();
  };

  const report = (activityId: number, room: Room) => {
    const count = room.clients.size;
    if (!counted || (count === 0 && room.reported === 0)) return;
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

  const onEvent = (event: ServerEvents['live.event'] | ServerEvents['desk.event']) => {
    const room = roomOf(event.activityId);
    const frame = frameOf(event.id, event.name, event.data);
    room.ring.push({ id: event.id, frame });
    if (room.ring.length > ringSize) room.ring.shift();
    for (const client of room.clients.keys()) write(client, frame);
  };

  // A viewer barred or no longer admitted (decision 073): their streams in the room get a last
  // `revoked` frame and end. Their EventSource reconnects through the gate, which decides anew.
  const onRevoke = (event: ServerEvents['live.revoke']) => {
    const room = rooms.get(event.activityId);
    if (!room) return;
    const frame = frameOf(null, 'revoked', {} satisfies LiveEvents['revoked']);
    for (const [client, userId] of [...room.clients]) {
      if (userId !== event.userId) continue;
      write(client, frame);
      client.end();
    }
  };

  const onPresence = (event: ServerEvents['live.presence']) => {
    const room = roomOf(event.activityId);
    room.presence.set(event.node, { count: event.count, at: Date.now() });
    pushViewers(event.activityId, room);
  };

  const unsubscribe = counted
    ? [
        bus.subscribe('live.event', onEvent),
        bus.subscribe('live.presence', onPresence),
        bus.subscribe('live.revoke', onRevoke),
      ]
    : [bus.subscribe('desk.event', onEvent)];

  const forget = (activityId: number, room: Room) => {
    if (room.viewersTimer) clearTimeout(room.viewersTimer);
    if (room.presenceTimer) clearTimeout(room.presenceTimer);
    rooms.delete(activityId);
  };

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const [activityId, room] of rooms) {
      for (const client of room.clients.keys()) write(client, HEARTBEAT);
      report(activityId, room);
      pushViewers(activityId, room);
      // Rooms nobody watches any more, here or elsewhere, give their memory back.
      if (room.clients.size > 0 || totalOf(room, now) > 0) room.seenAt = now;
      else if (now - room.seenAt >= idleRoomMs) forget(activityId, room);
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    reserve(owner) {
      const key = ownerKey(owner);
      const count = held.get(key) ?? 0;
      if (count >= (owner.userId ? maxPerUser : maxPerAddress)) return null;
      held.set(key, count + 1);
      let released = false;
      return {
        owner,
        release() {
          if (released) return;
          released = true;
          const left = (held.get(key) ?? 1) - 1;
          if (left > 0) held.set(key, left);
          else held.delete(key);
        },
      };
    },
    attach(activityId, response, { lease, lastEventId }) {
      // The viewer may have gone while the gate was checked: nothing to hold then.
      if (response.destroyed || response.socket?.destroyed) {
        lease.release();
        return () => undefined;
      }
      const room = roomOf(activityId);
      room.seenAt = Date.now();
      response.writeHead(200, SSE_HEADERS);
      response.write('retry: 3000\n\n');
      if (lastEventId) {
        const at = room.ring.findIndex((entry) => entry.id === lastEventId);
        if (at === -1) response.write(frameOf(null, 'reset', {}));
        else for (const entry of room.ring.slice(at + 1)) response.write(entry.frame);
      }
      if (counted) response.write(frameOf(null, 'viewers', { count: Math.max(totalOf(room, Date.now()), 1) }));
      room.clients.set(response, lease.owner.userId);
      reportSoon(activityId, room);
      let ended = false;
      const detach = () => {
        if (ended) return;
        ended = true;
        room.clients.delete(response);
        room.seenAt = Date.now();
        lease.release();
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
    roomCount() {
      return rooms.size;
    },
    closeClients() {
      for (const room of rooms.values()) {
        for (const client of room.clients.keys()) client.end();
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
