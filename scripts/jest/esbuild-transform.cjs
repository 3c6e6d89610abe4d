// Jest transform: TypeScript and JSX through esbuild (already used by the builds), to CommonJS.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: /\.tsx$/.test(filename) ? 'tsx' : /\.ts$/.test(filename) ? 'ts' : 'jsx',
      format: 'cjs',
      target: 'es2022',
      // jest runs CommonJS without VM modules: `import()` becomes a promise of `require`
      supported: { 'dynamic-import': false },
      jsx: 'automatic',
      sourcemap: 'external',
      sourcefile: filename,
    });
    return { code, map };
  },
};
