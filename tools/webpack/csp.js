// The build's half of the pages' Content-Security-Policy (the serving half is tools/serve/csp.mjs).
// The static servers read CSP_NONCE_PLACEHOLDER from here too, so nothing heavy loads at the top.
const path = require('node:path');

/**
 * What a built index.html holds wherever a response's nonce goes: tools/serve/csp.mjs replaces every
 * occurrence per response. Not base64, so an unserved page (webpack dev server) reads as no nonce.
 */
const CSP_NONCE_PLACEHOLDER = '{{CSP_NONCE}}';

/** The federation runtime plugin every container gets: it hands the nonce to that container's runtime. */
const CSP_RUNTIME_PLUGIN = path.join(
  __dirname,
  '../../shared/src/csp/runtimePlugin.ts',
);

const RC_DYNAMIC_CSS =
  /[\\/]@rc-component[\\/]util[\\/]es[\\/]Dom[\\/]dynamicCSS\.js$/;
const RC_DYNAMIC_CSS_SHIM = path.join(__dirname, 'rcDynamicCss.mjs');

/**
 * Resolves every import of @rc-component/util's dynamicCSS (antd's <style> injection) to
 * ./rcDynamicCss.mjs, which adds the page's nonce where the caller passed none. The shim itself
 * still reaches the original.
 */
class CspNonceForRcStyles {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('CspNonceForRcStyles', (nmf) => {
      nmf.hooks.afterResolve.tap('CspNonceForRcStyles', (resolveData) => {
        const { createData, contextInfo } = resolveData;
        const original = createData.resource ?? '';
        if (
          !RC_DYNAMIC_CSS.test(original) ||
          contextInfo.issuer === RC_DYNAMIC_CSS_SHIM
        )
          return;
        // The module's identity is its request: both must name the shim, or the shim and the
        // original would be one module.
        for (const key of ['resource', 'request', 'userRequest'])
          createData[key] = createData[key].replace(
            original,
            RC_DYNAMIC_CSS_SHIM,
          );
      });
    });
  }
}

/** Gives the tags html-webpack-plugin injects (the entry's <script>) the nonce placeholder. */
class CspNonceHtmlPlugin {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.compilation.tap('CspNonceHtmlPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'CspNonceHtmlPlugin',
        (data) => {
          for (const tag of [...data.headTags, ...data.bodyTags])
            if (['script', 'style', 'link'].includes(tag.tagName))
              tag.attributes.nonce = CSP_NONCE_PLACEHOLDER;
          return data;
        },
      );
    });
  }
}

module.exports = {
  CSP_NONCE_PLACEHOLDER,
  CSP_RUNTIME_PLUGIN,
  CspNonceHtmlPlugin,
  CspNonceForRcStyles,
};
