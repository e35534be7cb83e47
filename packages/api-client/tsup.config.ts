import { libraryConfig } from '@art-portal/tooling/tsup';

export default libraryConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'admin/index': 'src/admin/index.ts',
    'fixtures/index': 'src/fixtures/index.ts',
  },
});
