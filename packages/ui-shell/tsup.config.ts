import { libraryConfig } from '@art-portal/tooling/tsup';

/** One entry per component family, so the portal loads only the families a route needs. */
export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    theme: 'src/theme/index.ts',
    'app-shell': 'src/app-shell/index.ts',
    feedback: 'src/feedback/index.ts',
    device: 'src/device/index.ts',
    forms: 'src/forms/index.ts',
    dialogs: 'src/dialogs/index.ts',
    content: 'src/content/index.ts',
  },
  // Shared modules (the router context) become common chunks in both formats, so every entry sees one context.
  splitting: true,
});
