const createConfig = require('../tools/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_storefront',
  portKey: 'storefront',
  exposes: {
    './Routes': './src/exposes/Routes.tsx',
    './TrackOrderDialog': './src/exposes/TrackOrderDialog.tsx',
    './OptionsPreview': './src/exposes/OptionsPreview.tsx',
  },
});
