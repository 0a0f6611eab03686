// shell's test groups: see ../webGroups.js.
module.exports = {
  app: [
    'a11y/RouteAnnouncer.test.tsx',
    'a11y/pageHeading.test.ts',
    'a11y/useTitleFollowsLanguage.test.tsx',
    'layout/CustomerLayout.test.tsx',
    'layout/CustomerMessages.test.ts',
    'layout/menu.test.tsx',
    'pages/noPagePaths.test.ts',
    'remotes/plugins/retryPlugin.test.ts',
    'remotes/reloadGuard.test.ts',
    'remotes/routeRemotes.test.ts',
    'routing/guards.test.tsx',
    'tenant/ImpersonationBanner.test.tsx',
    'tenant/SiteNotFoundPage.test.tsx',
    'tenant/pageHead.test.ts',
    'tenant/whiteLabel.test.ts',
  ],
};
