const createConfig = require('../tools/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_storefront',
  portKey: 'storefront',
  // The home opens on its expose's one chunk (with the storefront's messages and services page).
  pageChunks: true,
  exposes: {
    './Routes': './src/exposes/Routes.tsx',
    './TrackOrderDialog': './src/exposes/TrackOrderDialog.tsx',
    './OptionsPreview': './src/exposes/OptionsPreview.tsx',
  },
});
