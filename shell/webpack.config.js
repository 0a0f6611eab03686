const path = require('node:path');
const createConfig = require('../tools/webpack/createConfig');

const base = createConfig({
  dir: __dirname,
  name: 'shell',
  portKey: 'shell',
  template: path.join(__dirname, 'public/index.html'),
  runtimePlugins: [
    path.join(__dirname, 'src/remotes/plugins/retryPlugin.ts'),
    path.join(__dirname, 'src/remotes/plugins/fallbackPlugin.ts'),
  ],
});

// The shell's index.html is the SPA fallback of every deep link (/portal/dashboard, …): its script
// URLs must be absolute, or the browser asks for /portal/main.js.
module.exports = (env, argv) => {
  const config = base(env, argv);
  const html = config.plugins.find(
    (p) => p.constructor.name === 'HtmlWebpackPlugin',
  );
  html.userOptions.publicPath = '/';
  html.options.publicPath = '/';
  return config;
};
