import { libraryConfig } from '@art-portal/tooling/tsup';

export default libraryConfig();
