import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './api.js';

// A typed client of Godown's HTTP API: openapi-fetch over the types openapi-typescript generates
// from the API's OpenAPI document (src/api.ts, written by the client's build from the built
// server's document; a test fails when it differs from the running code's). Each call's path, parameters, body and answer are checked by the
// type checker: `client.GET('/api/v1/products/{id}', { params: { path: { id } } })`.

export type { components, operations, paths } from './api.js';

export type GodownClient = Client<paths>;

export interface GodownClientOptions extends ClientOptions {
  /** The server's origin, such as `https://godown.example.in` (paths start with /api/v1). */
  baseUrl: string;
  /** A signed-in user's bearer token, sent with every call. */
  token?: string;
}

/** A client of the API at `baseUrl`, sending `token` (when given) as the bearer token. */
export function createGodownClient({ token, ...options }: GodownClientOptions): GodownClient {
  const client = createClient<paths>(options);
  if (token) {
    const bearer: Middleware = {
      onRequest({ request }) {
        request.headers.set('Authorization', `Bearer ${token}`);
        return request;
      },
    };
    client.use(bearer);
  }
  return client;
}
