// Start-up failures a newcomer causes (a port or the data folder already taken, most often by a
// platform started in another terminal) in one or two plain lines instead of a Node stack.
import path from 'node:path';
import { ROOT } from './platform.mjs';

/** What answers on a port: the platform's api or shell answer openapi.json, its remotes a manifest. */
async function platformAnswersOn(port) {
  const get = async (urlPath) => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
        signal: AbortSignal.timeout(1500),
      });
      if (!res.ok) return null;
      return await res.json();
    } catch {
      return null;
    }
  };
  const openapi = await get('/api/v1/openapi.json');
  if (openapi?.openapi && openapi?.paths) return true;
  const manifest = await get('/mf-manifest.json');
  return Boolean(manifest?.id || manifest?.name);
}

const shown = (dir) => {
  const relative = path.relative(ROOT, dir);
  return relative && !relative.startsWith('..') ? relative : dir;
};

/**
 * The plain message of a start-up error the user can fix, or null for any other error.
 * Errors from startPlatform carry `portEnv` (the variable that moves the port that failed);
 * `apiPort` is where this start expected its api, probed when the busy port itself gives no answer.
 */
export async function describeStartupError(error, { apiPort } = {}) {
  if (error?.code === 'EADDRINUSE' && error.portEnv) {
    const port = error.port;
    // A remote's own server may have no build to answer with; the platform's api then does.
    const ours =
      (await platformAnswersOn(port)) ||
      (apiPort !== undefined &&
        apiPort !== port &&
        (await platformAnswersOn(apiPort)));
    const who = ours
      ? 'the platform seems to be running there already: stop it (Ctrl-C in its terminal) or'
      : 'another program is using it:';
    return [
      `${error.portEnv}=${port} is in use; ${who} choose another port,`,
      `e.g. ${error.portEnv}=${port + 100} npm start`,
    ].join('\n');
  }
  if (error?.code === 'DATA_DIR_IN_USE') {
    const dir = shown(error.dataDir);
    return [
      `DATA_DIR=${dir} is in use by process ${error.pid} (most likely the platform, already running);`,
      `stop it (Ctrl-C in its terminal) or give this one its own folder, e.g. DATA_DIR=${dir}-2 npm start`,
    ].join('\n');
  }
  return null;
}
