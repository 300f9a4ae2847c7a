import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { startLoadBalancer, type LoadBalancer } from './cluster/haproxy';

/** Two stand-in instances that answer every request with the headers it arrived with. */
const instances = [0, 1].map(() =>
  http.createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(request.headers));
  }),
);
let proxy: LoadBalancer | undefined;

before(async () => {
  for (const instance of instances) await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
  const [first, second] = instances.map((instance) => (instance.address() as AddressInfo).port);
  proxy = await startLoadBalancer([first, second]);
});

after(() => {
  // Undefined when the proxy did not start: the servers must close all the same, or the run never ends.
  proxy?.stop();
  for (const instance of instances) instance.close();
});

void test("the shipped HAProxy drops the client's X-Forwarded-* and says itself who connected, and how", async () => {
  const response = await fetch(`${proxy!.baseUrl}/`, {
    headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
  });
  const seen = (await response.json()) as Record<string, string | undefined>;
  assert.equal(seen['x-forwarded-for'], '127.0.0.1');
  assert.equal(seen['x-forwarded-host'], undefined);
  assert.equal(seen['x-forwarded-proto'], 'http');
});
