import { REMOTE_NAMES, type RemoteKey } from '../src/config';
import { REMOTE_EXPOSES } from '../src/areas/releases/releasesContract';
import { createTestApi, type Json, type TestApi } from './helpers';

// The releases' test kit: the api on its own database, the super admin's token, and the request a
// remote team's release script sends (a version's folder and its federation manifest).

/** The manifest a remote's build emits, exposing every module of its contract. */
export const manifestOf = (remote: RemoteKey) => {
  const name = REMOTE_NAMES[remote];
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [{ id: `${name}:react`, name: 'react', version: '19.3.1' }],
    remotes: [],
    exposes: REMOTE_EXPOSES[remote].map((path) => ({
      id: `${name}:${path.slice(2)}`,
      name: path.slice(2),
      path,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
  };
};

export const cdnUrl = (remote: RemoteKey, version: string) =>
  `https://cdn.example.test/${remote}/${version}`;

export const publishBody = (remote: RemoteKey, version: string) => ({
  version,
  entry_base_url: cdnUrl(remote, version),
  manifest: manifestOf(remote),
});

export interface ReleaseKit {
  api: TestApi;
  admin: string;
  /** A request as the super admin (or with `token`, or a release key with `key`). */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
    as?: { token?: string; key?: string },
  ): Promise<{ status: number; body: Json }>;
  publish(remote: RemoteKey, version: string): Promise<Json>;
  /** The registry's answer for a store (or for no store). */
  registry(storeId?: number): Promise<Json>;
  close(): Promise<void>;
}

export async function createReleaseKit(
  config: Parameters<typeof createTestApi>[0] = {},
): Promise<ReleaseKit> {
  const api = await createTestApi(config);
  const admin = (await api.login('admin@platform.test')).access;
  const call: ReleaseKit['call'] = (method, url, body, as = {}) =>
    api.request({
      method,
      url: `/api/v1${url}`,
      ...(body ? { payload: body } : {}),
      token: as.key ? undefined : (as.token ?? admin),
      headers: as.key ? { 'x-release-key': as.key } : {},
    });
  return {
    api,
    admin,
    call,
    async publish(remote, version) {
      const res = await call(
        'POST',
        `/releases/${remote}/versions`,
        publishBody(remote, version),
      );
      if (res.status !== 201)
        throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async registry(storeId) {
      const res = await call(
        'GET',
        `/remote-registry${storeId === undefined ? '' : `?store_id=${storeId}`}`,
        undefined,
        { token: '' },
      );
      return res.body.remotes;
    },
    close: () => api.close(),
  };
}
