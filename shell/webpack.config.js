const path = require('node:path');
const createConfig = require('../tools/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  portKey: 'shell',
  isHost: true,
  template: path.join(__dirname, 'public/index.html'),
  runtimePlugins: [
    path.join(__dirname, 'src/remotes/plugins/provideRuntimeCore.ts'),
    path.join(__dirname, 'src/remotes/plugins/retryPlugin.ts'),
    path.join(__dirname, 'src/remotes/plugins/fallbackPlugin.ts'),
  ],
});
