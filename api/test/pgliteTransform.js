// Jest runs modules in a vm context without --experimental-vm-modules, where a dynamic import()
// throws ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG. PGlite's CommonJS build only uses import()
// for Node built-ins (fs, zlib, node:module, ...), so rewrite those into require() calls.
// The captured `__pgliteRequire` is the module's own require: the Emscripten code declares a
// function-scoped `var require` that is still undefined where the import() happens.
module.exports = {
  process(source) {
    const code =
      'const __pgliteRequire = require;\n' +
      source.replace(
        /\bimport\("([^"]+)"\)/g,
        'Promise.resolve(__pgliteRequire("$1"))',
      );
    return { code };
  },
  getCacheKey(source, filename) {
    return require('node:crypto')
      .createHash('sha1')
      .update('v1')
      .update(filename)
      .update(source)
      .digest('hex');
  },
};
