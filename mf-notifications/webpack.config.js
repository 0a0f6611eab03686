const createConfig = require('../tools/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_notifications',
  portKey: 'notifications',
  exposes: { './NotificationBell': './src/exposes/NotificationBell.tsx' },
});
