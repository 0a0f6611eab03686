// mf-service-builder's test groups: see ../webGroups.js.
module.exports = {
  editor: [
    'features/service-editor/draft.test.ts',
    'features/service-editor/editor.test.tsx',
    'features/service-editor/leave.test.tsx',
    'features/service-editor/live.test.tsx',
    'features/service-editor/newService.test.tsx',
    'features/service-editor/options.test.tsx',
    'features/service-editor/preview.test.tsx',
    'features/service-editor/settingTraps.test.tsx',
    'features/service-editor/settings.test.tsx',
    'features/service-editor/skuImport.test.tsx',
    'features/service-editor/vendorSide.test.tsx',
  ],
  parts: [
    'exposes/Routes.test.tsx',
    'features/service-editor/images/ImageUploadField.test.tsx',
    'features/service-editor/images/pictures.test.tsx',
    'features/service-editor/logic/ExpressionField.test.tsx',
    'features/service-editor/logic/LogicPanel.test.tsx',
    'features/service-editor/rules/UrlParameterField.test.tsx',
    'features/service-editor/rules/ValidationRulesEditor.test.tsx',
    'features/vendor-services/vendorServices.test.tsx',
    'i18n/catalogue.test.ts',
  ],
};
