import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, openLiveSocket, socketUrl } from './live-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

describe('live socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('builds the URL on this origin with the token', () => {
    expect(socketUrl('/ws/chat/', 'a b', { protocol: 'https:', host: 'hire.io' })).toBe('wss://hire.io/ws/chat/?token=a%20b');
    expect(socketUrl('/ws/chat/', 't', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws/chat/?token=t');
  });

  it('backs off from 1 s, doubling, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('sends only while open, and reconnects with the current token after a close', () => {
    let token = 'first';
    const frames: unknown[] = [];
    const onOpen = vi.fn();
    const live = openLiveSocket({
      path: '/ws/chat/',
      getToken: () => token,
      onFrame: (frame) => frames.push(frame),
      onOpen,
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      location: { protocol: 'http:', host: 'h' },
    });
    expect(live.send({ type: 'x' })).toBe(false);
    FakeSocket.all[0].open();
    expect(onOpen).toHaveBeenLastCalledWith(false);
    expect(live.send({ type: 'x' })).toBe(true);
    expect(FakeSocket.all[0].sent).toEqual(['{"type":"x"}']);
    FakeSocket.all[0].onmessage?.({ data: '{"id":"1"}' });
    FakeSocket.all[0].onmessage?.({ data: 'not json' });
    expect(frames).toEqual([{ id: '1' }]);

    token = 'second';
    FakeSocket.all[0].drop();
    expect(live.send({ type: 'x' })).toBe(false);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all[1].url).toBe('ws://h/ws/chat/?token=second');
    // A refused handshake closes without opening: the next try waits longer.
    FakeSocket.all[1].drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.all[2].open();
    expect(onOpen).toHaveBeenLastCalledWith(true);

    live.close();
    FakeSocket.all[2].drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });
});
