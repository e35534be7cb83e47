const muiCreateTheme = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
const withVarsImport = 'import createThemeWithVars from "./createThemeWithVars.mjs";';
const reactRouterChunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const forwardRefDeclaration = /^(var (\w+) = )(React\d*\.forwardRef\()/gm;
const hoistNonReactStatics = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

/**
 * Lets the build drop library code the portal never runs but the bundler cannot prove unused (issue 16's 180 KiB):
 * - MUI's `createTheme` reaches `createThemeWithVars` (CSS variables, ≈ 4 KiB gzip with the system's CSS-variable
 *   helpers) only when a theme asks for `cssVariables`; the portal's theme does not, so that branch throws instead.
 * - react-router's `forwardRef` components (`Form`, `NavLink`, `Link`) followed by a `displayName` write are kept
 *   even when unused: the calls are marked pure and those writes (a development aid) removed. Used ones stay.
 * - hoist-non-react-statics (CommonJS, with react-is 16) is reached from `@emotion/react` only by `withTheme`,
 *   which nothing calls: it is declared free of side effects, so it goes when unused.
 * A pattern that no longer matches after an upgrade stops the build, so the saving is never lost silently. Every edit
 * stays on its line, so the libraries' source maps still hold (`map: null`).
 */
export function leanLibrariesPlugin() {
  return {
    name: 'art-portal:lean-libraries',
    apply: 'build',
    transform(code, id) {
      if (muiCreateTheme.test(id)) {
        if (!code.includes(withVarsImport))
          this.error(`${id} no longer imports createThemeWithVars as expected`);
        const stub =
          'const createThemeWithVars = () => { throw new Error("The portal\'s build leaves out MUI\'s cssVariables (tooling/vite/leanLibrariesPlugin.js)"); };';
        return { code: code.replace(withVarsImport, stub), map: null };
      }
      if (reactRouterChunk.test(id)) {
        const wrapped = [...code.matchAll(forwardRefDeclaration)].map((match) => match[2]);
        if (wrapped.length === 0) {
          if (code.includes('function createRouter('))
            this.error(`${id} no longer declares \`var X = React.forwardRef(\``);
          return null;
        }
        let lean = code.replace(forwardRefDeclaration, '$1/* @__PURE__ */ $3');
        for (const name of wrapped)
          lean = lean.replace(new RegExp(`^${name}\\.displayName = "[^"]*";$`, 'm'), '');
        return { code: lean, map: null };
      }
      if (hoistNonReactStatics.test(id)) return { code, moduleSideEffects: false };
      return null;
    },
  };
}
