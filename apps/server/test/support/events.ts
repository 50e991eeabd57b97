import http from 'node:http';

/** One server-sent event as read off a stream. */
export interface ReadEvent {
  event: string;
  data: unknown;
  at: number;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event read so far. */
  events: ReadEvent[];
  /** The first event (already read or still to come) that `match` accepts, or a rejection after `timeoutMs`. */
  next(match: (event: ReadEvent) => boolean, timeoutMs?: number): Promise<ReadEvent>;
  /** The raw body (for refusals: the JSON error). */
  body(): string;
  close(): void;
}

/**
 * Opens GET {url} as an event stream (what a browser's EventSource does) and parses its events;
 * resolves once the answer's head has arrived (a refusal: its whole body).
 */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    // A connection of its own (no keep-alive pool): closing a stream must not touch another request's socket.
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        response.setEncoding('utf8');
        let raw = '';
        let buffer = '';
        const events: ReadEvent[] = [];
        const waiters: { match: (e: ReadEvent) => boolean; resolve: (e: ReadEvent) => void }[] = [];
        response.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length === 0) continue; // a comment (heartbeat) or the retry line alone
            const read: ReadEvent = { event, data: JSON.parse(data.join('\n')), at: Date.now() };
            events.push(read);
            for (const waiter of [...waiters]) {
              if (waiter.match(read)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(read);
              }
            }
          }
        });
        response.on('error', () => undefined);
        const stream: EventStream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          body: () => raw,
          next: (match, timeoutMs = 5000) =>
            new Promise((done, fail) => {
              const found = events.find(match);
              if (found) return done(found);
              const timer = setTimeout(
                () => fail(new Error(`No matching event within ${timeoutMs} ms`)),
                timeoutMs,
              );
              waiters.push({
                match,
                resolve: (event) => {
                  clearTimeout(timer);
                  done(event);
                },
              });
            }),
          close: () => request.destroy(),
        };
        // A refusal is a whole JSON body: resolve once it has arrived; a stream once its head has.
        if (response.statusCode === 200) resolve(stream);
        else response.on('end', () => resolve(stream));
      },
    );
    request.on('error', reject);
  });
}
