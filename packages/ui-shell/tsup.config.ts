import { libraryConfig } from '@art-portal/tooling/tsup';

/** One entry per component family, so the portal loads only the families a route needs. */
export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    'theme/index': 'src/theme/index.ts',
    'app-shell/index': 'src/app-shell/index.ts',
    'feedback/index': 'src/feedback/index.ts',
    'device/index': 'src/device/index.ts',
    'forms/index': 'src/forms/index.ts',
    'dialogs/index': 'src/dialogs/index.ts',
    'content/index': 'src/content/index.ts',
    'layout/index': 'src/layout/index.ts',
    'share/index': 'src/share/index.ts',
    'sanitize/index': 'src/sanitize/index.ts',
  },
  // Shared modules (the router context) become common chunks in both formats, so every entry sees one context.
  splitting: true,
});
