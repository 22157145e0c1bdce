import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * Fastify's requestTimeout defaulted to 0, so a body trickled one byte every few
 * seconds held its connection for ever (before the fix this test saw no answer in 4 s and the socket
 * still open). Now the whole request must arrive within REQUEST_TIMEOUT_MS: 408, then the socket closes.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ timeouts: { requestMs: 1_000, connectionMs: 5_000, keepAliveMs: 2_000 } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `head`, then one byte of body every `everyMs`; resolves with what came back and when the socket closed. */
function trickle(head: string, everyMs: number, deadlineMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ answer, closedAfterMs: closed ? Math.round(performance.now() - started) : null });
    };
    const deadline = setTimeout(() => finish(false), deadlineMs);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
  });
}

describe('slow clients', () => {
  it('answers a trickled body 408 and closes the connection once the request timeout has passed', async () => {
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { answer, closedAfterMs } = await trickle(head, 200, 4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: messages.common.requestTimeout,
    });
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(3_000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { answer, closedAfterMs } = await new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      let text = '';
      let answeredAt = 0;
      const deadline = setTimeout(() => (socket.destroy(), resolve({ answer: text, closedAfterMs: null })), 6_000);
      socket.on('data', (d) => {
        text += d.toString();
        answeredAt ||= performance.now();
      });
      socket.on('close', () => {
        clearTimeout(deadline);
        resolve({ answer: text, closedAfterMs: Math.round(performance.now() - answeredAt) });
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(1_500);
    expect(closedAfterMs!).toBeLessThan(4_000);
  });
});
