import { pusherOptions } from './connect';

const config = {
  key: 'app-key',
  ws_host: null,
  ws_port: null,
  force_tls: false,
  cluster: 'mt1',
  channel: 'private-user-14',
};

describe('pusherOptions', () => {
  it("uses the page's own host and port when ws_host is null", () => {
    const options = pusherOptions(config, {
      hostname: 'vendor.localhost',
      port: '3500',
      protocol: 'http:',
    });
    expect(options).toMatchObject({
      cluster: 'mt1',
      wsHost: 'vendor.localhost',
      wsPort: 3500,
      wssPort: 3500,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
    });
  });

  it('follows the page to TLS on its default port', () => {
    const options = pusherOptions(config, {
      hostname: 'app.example.com',
      port: '',
      protocol: 'https:',
    });
    expect(options).toMatchObject({
      wsHost: 'app.example.com',
      wssPort: 443,
      forceTLS: true,
    });
  });

  it('connects to an external push server as configured', () => {
    const options = pusherOptions(
      {
        ...config,
        ws_host: 'push.example.com',
        ws_port: 6001,
        force_tls: true,
        cluster: 'eu',
      },
      { hostname: 'app.localhost', port: '3500', protocol: 'http:' },
    );
    expect(options).toMatchObject({
      cluster: 'eu',
      wsHost: 'push.example.com',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: true,
    });
  });
});
