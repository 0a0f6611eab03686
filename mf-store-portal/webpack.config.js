const createConfig = require('../tools/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_store_portal',
  portKey: 'storePortal',
  exposes: { './Routes': './src/exposes/Routes.tsx' },
});
