// prepack: npm would pack the manifest as it is on disk (`catalog:` ranges, the in-repo `@art-portal/source`
// exports, devDependencies and scripts), which no one can install. pnpm packs the published manifest.
if (!process.env.npm_config_user_agent?.startsWith('pnpm/')) {
  console.error(
    '@art-portal/api-client is packed and published with pnpm: run `pnpm release` at the repository root ' +
      '(or `pnpm pack` here). npm would leave catalog: ranges and in-repo paths in package.json.',
  );
  process.exit(1);
}
