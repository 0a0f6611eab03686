const HtmlWebpackPlugin = require('html-webpack-plugin');
const createConfig = require('../tools/webpack/createConfig');

const build = createConfig({
  dir: __dirname,
  name: 'mf_notifications',
  portKey: 'notifications',
  exposes: { './NotificationBell': './src/exposes/NotificationBell.tsx' },
});

module.exports = (env, argv) => {
  const config = build(env, argv);
  // Standalone dev serves deep links (e.g. /portal/login): the page must load main.js from the
  // root, not relative to the URL. Production keeps 'auto' (the shell loads remotes by manifest).
  if (argv.mode !== 'production') {
    for (const plugin of config.plugins) {
      if (plugin instanceof HtmlWebpackPlugin) plugin.options.publicPath = '/';
    }
  }
  return config;
};
