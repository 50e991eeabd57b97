import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, setUnauthorizedHandler } from './client';

/** A Map-backed localStorage, enough for the session store. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function respond(status: number, body: string) {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

let storage: ReturnType<typeof fakeStorage>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  storage = fakeStorage({ token: 'tok-1', user: JSON.stringify({ name: 'Asha Rao', role: 'staff' }) });
  vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });
  // The messages read the chosen language from the page's storage (none: English).
  vi.stubGlobal('localStorage', storage);
  onUnauthorized = vi.fn<() => void>();
  setUnauthorizedHandler(onUnauthorized);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('calls /api/v1 with JSON, credentials and the bearer token, and returns data', async () => {
    const fetchMock = respond(200, JSON.stringify({ data: { user: { name: 'Asha' } } }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await apiRequest<{ user: { name: string } }>('PUT', '/users/', { name: 'Asha' });
    expect(data).toEqual({ user: { name: 'Asha' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/users/');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Asha"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-1',
    });
  });

  it('throws the error envelope as an ApiError', async () => {
    const body = { error: { code: 'CONFLICT', message: 'An account with this email already exists' } };
    vi.stubGlobal('fetch', respond(409, JSON.stringify(body)));
    const error = await apiRequest('POST', '/users/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: body.error.message });
    expect(errorMessage(error, 'Registration failed')).toBe(body.error.message);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a body that is not JSON into a generic ApiError', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    const error = await apiRequest('GET', '/users/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'BAD_RESPONSE' });
    expect(errorMessage(error, 'Login failed', 'Login failed. Please try again.')).toBe('Login failed');
  });

  it('turns a network failure into a generic ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiRequest('POST', '/users/login', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(errorMessage(error, 'Login failed', 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
  });

  it('clears the session and calls the 401 handler on a 401', async () => {
    const body = { error: { code: 'UNAUTHORIZED', message: 'Sign in again' } };
    vi.stubGlobal('fetch', respond(401, JSON.stringify(body)));
    await expect(apiRequest('GET', '/users/me')).rejects.toMatchObject({ status: 401 });
    expect(storage.items.has('token')).toBe(false);
    expect(storage.items.has('user')).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves a 401 to the caller when asked (login and register)', async () => {
    const body = { error: { code: 'UNAUTHORIZED', message: 'Invalid email/phone or password' } };
    vi.stubGlobal('fetch', respond(401, JSON.stringify(body)));
    const error = await apiRequest('POST', '/users/login', {}, { skipAuthRedirect: true }).catch(
      (e: unknown) => e,
    );
    expect(errorMessage(error, 'Login failed')).toBe('Invalid email/phone or password');
    expect(storage.items.get('token')).toBe('tok-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
