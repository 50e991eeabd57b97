import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { watchForSecrets } from './support/secrets.js';

// The scan every API test file runs over its responses (support/secrets.ts) must catch a real leak and
// must not cry wolf when a response carries back text the client itself sent.
async function scanned() {
  const app = Fastify();
  const leaks = watchForSecrets(app);
  app.post('/echo', async (request, reply) => reply.status(201).send({ data: request.body }));
  app.post('/echo-with-hash', async (request, reply) =>
    reply.status(201).send({ data: request.body, hash: '$argon2id$v=19$m=19456,t=2,p=1$abc' }),
  );
  app.get('/user', async () => ({ data: { id: 1, passwordHash: 'x' } }));
  app.post('/user', async () => ({ data: { id: 1, passwordHash: 'x' } }));
  app.post('/register', async (_request, reply) => reply.status(201).send({ data: { id: 1 } }));
  app.get('/profile', async () => ({ data: { note: 'the password is mango42' } }));
  await app.ready();
  return { app, leaks };
}

describe('the secrets scan of every response', () => {
  it('catches a hash or its column in a response', async () => {
    const { app, leaks } = await scanned();
    await app.inject({ method: 'GET', url: '/user' });
    expect(leaks).toHaveLength(1);
    expect(leaks[0]).toContain('GET /user');
    await app.close();
  });

  it('lets a response carry back what the request sent, refused or stored', async () => {
    const { app, leaks } = await scanned();
    await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { description: '1 UNION SELECT password_hash FROM users --' },
    });
    expect(leaks).toEqual([]);
    await app.close();
  });

  it('still catches a hash in a response that also echoes the request', async () => {
    const { app, leaks } = await scanned();
    await app.inject({ method: 'POST', url: '/echo-with-hash', payload: { description: 'password_hash' } });
    expect(leaks).toHaveLength(1);
    await app.close();
  });

  it('still catches a hash answered to a body nested too deep to stringify', async () => {
    const { app, leaks } = await scanned();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/user',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(leaks).toHaveLength(1);
    await app.close();
  });

  it('catches a password the suite sent once it turns up in a later response', async () => {
    const { app, leaks } = await scanned();
    await app.inject({ method: 'POST', url: '/register', payload: { password: 'mango42' } });
    expect(leaks).toEqual([]);
    await app.inject({ method: 'GET', url: '/profile' });
    expect(leaks).toEqual(['GET /profile: contains a password the suite used']);
    await app.close();
  });
});
