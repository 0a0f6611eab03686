const createConfig = require('../tools/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_vendor_portal',
  portKey: 'vendorPortal',
  exposes: { './Routes': './src/exposes/Routes.tsx' },
});
