// pnpm (≥ 10.28) calls beforePacking on the manifest that `pnpm pack` and `pnpm publish` put in the tarball; the
// package.json on disk is left alone. A published package keeps only what installing it needs: no devDependencies
// (they name private workspace packages), no scripts (they name files the tarball does not hold).
module.exports = {
  hooks: {
    beforePacking(manifest) {
      delete manifest.devDependencies;
      delete manifest.scripts;
      return manifest;
    },
  },
};
