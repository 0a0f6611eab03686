// mf-notifications's test groups: see ../webGroups.js.
module.exports = {
  bell: [
    'exposes/NotificationBell.test.tsx',
    'features/bell/feed.test.ts',
    'features/bell/live/connect.test.ts',
    'features/bell/workOrderItem.test.tsx',
    'i18n/catalogue.test.ts',
  ],
};
