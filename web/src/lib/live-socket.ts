/**
 * A websocket that stays open: when it closes (or its handshake is refused) it reconnects
 * after a growing delay, each time with the access token current at that moment (it rotates
 * every few minutes).
 */
export type LiveSocketOptions = {
  /** Path on this origin, such as "/ws/chat/". */
  path: string;
  getToken: () => string | null;
  onFrame: (frame: unknown) => void;
  /** `reconnected` is true when an earlier connection of this socket was open before. */
  onOpen?: (reconnected: boolean) => void;
  onClose?: () => void;
  /** For tests. */
  createSocket?: (url: string) => WebSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
};

export type LiveSocket = {
  /** False when the socket is not open: nothing was sent. */
  send: (frame: unknown) => boolean;
  isOpen: () => boolean;
  close: () => void;
};

export const BACKOFF_START_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** Delay before the attempt after `failures` failed ones: 1 s, 2 s, 4 s … at most 30 s. */
export function backoffDelay(failures: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.max(0, failures));
}

export function socketUrl(path: string, token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${path}?token=${encodeURIComponent(token)}`;
}

const OPEN = 1;

export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let wasOpen = false;
  let closed = false;

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, backoffDelay(failures));
    failures += 1;
  };

  function connect() {
    if (closed) return;
    const token = options.getToken();
    if (!token) {
      schedule();
      return;
    }
    const current = create(socketUrl(options.path, token, options.location));
    socket = current;
    current.onopen = () => {
      failures = 0;
      options.onOpen?.(wasOpen);
      wasOpen = true;
    };
    current.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      let frame: unknown;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return;
      }
      options.onFrame(frame);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      options.onClose?.();
      schedule();
    };
  }

  connect();

  return {
    send(frame) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    isOpen: () => socket?.readyState === OPEN,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
