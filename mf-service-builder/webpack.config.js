const createConfig = require('../tools/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_service_builder',
  portKey: 'serviceBuilder',
  exposes: { './Routes': './src/exposes/Routes.tsx' },
});
