// Runs index.html's boot script outside a browser (tenant/bootScript*.test.ts): a fake fetch
// answers the boot requests, and a minimal document collects the links the script adds.
import fs from 'node:fs';
import { join } from 'node:path';
import type { RemoteKey } from 'shared/contracts';
import { REMOTE_KEYS } from '../remotes/registryParse';

export const html = fs.readFileSync(
  join(__dirname, '../../public/index.html'),
  'utf8',
);

/** The boot script's source. */
export const script = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(
  html,
)?.[1];

export const MANIFEST = 'http://localhost:3001/mf-manifest.json';
export const manifestOf = (key: RemoteKey) =>
  key === 'storefront' ? MANIFEST : `http://localhost/${key}/mf-manifest.json`;
export const REGISTRY = {
  remotes: Object.fromEntries(
    REMOTE_KEYS.map((key) => [
      key,
      { name: key, entry: manifestOf(key), version: '1.0.0' },
    ]),
  ),
};

/**
 * Runs the boot script for an address; resolves with the URLs it fetched, the early data and
 * manifests it holds for the shell, and the links it added to the head.
 */
export async function bootRequests(
  path: string,
  session: string | null = null,
  hostname = 'acme.localhost',
  registry: object = REGISTRY,
) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  // The page's head as the script leaves it: the links it adds.
  const links: Record<string, string>[] = [];
  const document = {
    currentScript: { nonce: 'n0nce' },
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  };
  const answer = (url: string) => ({
    status: 200,
    text: async () =>
      url.includes('store-settings')
        ? '{"store_id":1}'
        : url.includes('remote-registry')
          ? JSON.stringify(registry)
          : '{}',
  });
  const fetch = async (
    url: string,
    init?: { headers: Record<string, string> },
  ) => {
    fetched.push({ url, headers: init?.headers ?? {} });
    return answer(url);
  };
  const win: {
    fetch: typeof fetch;
    Response: typeof Response;
    __PLATFORM_BOOT__?: {
      data: object;
      manifests: Record<string, Promise<Response>>;
    };
  } = { fetch, Response };
  const [pathname, search = ''] = path.split('?');
  new Function(
    'window',
    'location',
    'fetch',
    'localStorage',
    'document',
    script ?? '',
  )(
    win,
    {
      hostname,
      origin: `http://${hostname}`,
      pathname,
      search: search && `?${search}`,
    },
    fetch,
    { getItem: () => session },
    document,
  );
  await new Promise((r) => setTimeout(r, 0));
  return {
    fetched,
    data: Object.keys(win.__PLATFORM_BOOT__?.data ?? {}),
    manifests: Object.keys(win.__PLATFORM_BOOT__?.manifests ?? {}),
    early: win.__PLATFORM_BOOT__?.manifests ?? {},
    links,
  };
}
