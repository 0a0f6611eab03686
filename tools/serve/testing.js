// The fixture of the static server's black-box tests (static.test.js, csp.test.js): a shell and a
// remote server, each in a child process (jest here runs CommonJS, the server is ESM), over a
// temporary dist folder (and, for the remote, a published version's folder), with a fake api (http
// and websocket) behind the shell's proxy.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { WebSocketServer } = require('ws');

const MAIN = 'main.0123456789.js';
const CHUNK = '412.abcdef0123.js';
const BIG = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

function writeDist(dir) {
  const files = {
    'index.html': [
      '<!doctype html><title>shell</title><meta name="csp-nonce" nonce="{{CSP_NONCE}}">',
      '<script nonce="{{CSP_NONCE}}">window.boot = 1;</script>',
      '<script defer src="/main.0123456789.js" nonce="{{CSP_NONCE}}"></script>',
    ].join(''),
    'index.html.br': 'not for browsers',
    [MAIN]: BIG,
    [CHUNK]: 'export default 1;\n',
    'remoteEntry.js': 'var mf_x;\n',
    'mf-manifest.json': '{"id":"mf_x"}',
  };
  for (const [name, body] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), body);
  fs.writeFileSync(path.join(dir, `${MAIN}.gz`), zlib.gzipSync(BIG));
  fs.writeFileSync(path.join(dir, `${MAIN}.br`), zlib.brotliCompressSync(BIG));
}

// A published version of the remote (tools/release): `<versionsDir>/1.2.0/…`.
const VERSION_ENTRY = 'var mf_x_1_2_0;\n';
function writeVersions(versionsDir) {
  const folder = path.join(versionsDir, '1.2.0');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), VERSION_ENTRY);
  fs.writeFileSync(path.join(folder, CHUNK), 'export default 2;\n');
  fs.writeFileSync(path.join(folder, 'index.html'), '<!doctype html>');
}

function request(port, urlPath, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, headers },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function startChild(options) {
  const code = `
    const { serveStatic } = await import(${JSON.stringify(path.join(__dirname, 'static.mjs'))});
    const s = await serveStatic(${JSON.stringify({ port: 0, host: '127.0.0.1', ...options })});
    console.log('PORT=' + s.port);
    process.on('SIGTERM', () => s.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (c) =>
      reject(new Error(`static server exited with ${c}`)),
    );
  });
}

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/**
 * Starts the fake api, a shell (SPA fallback, api proxy, CSP origins) and a remote (CORS) over one
 * temporary dist folder; `close()` stops them all.
 */
async function startFixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-test-'));
  writeDist(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/logo.0123456789.svg'), '<svg/>');
  const versionsDir = `${dir}-versions`;
  writeVersions(versionsDir);
  const upstream = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        upstream: true,
        url: req.url,
        forwardedHost: req.headers['x-forwarded-host'],
        forwardedFor: req.headers['x-forwarded-for'],
      }),
    );
  });
  const wss = new WebSocketServer({ server: upstream });
  wss.on('connection', (socket, req) => {
    socket.send(`hello ${req.url}`);
    if (req.headers.origin) socket.send(`origin ${req.headers.origin}`);
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
  const apiTarget = `http://127.0.0.1:${upstream.address().port}`;
  const [shell, remote] = await Promise.all([
    startChild({
      name: 'shell',
      dir,
      spaFallback: true,
      apiTarget,
      remoteOrigins: ['http://localhost:3501', 'https://cdn.example'],
      connectOrigins: ['wss://push.example'],
    }),
    startChild({ name: 'remote', dir, cors: true, versionsDir }),
  ]);
  const close = async () => {
    for (const s of [shell, remote]) s.child.kill('SIGTERM');
    wss.close();
    await new Promise((r) => upstream.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(versionsDir, { recursive: true, force: true });
  };
  return { shell, remote, close };
}

module.exports = {
  BIG,
  CHUNK,
  HTML,
  MAIN,
  VERSION_ENTRY,
  request,
  startChild,
  startFixture,
};
