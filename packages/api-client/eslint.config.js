import { config } from '@art-portal/tooling/eslint';
import { globalIgnores } from 'eslint/config';

// The repository's config, and the API reference TypeDoc writes (`pnpm docs`) left alone.
export default [...config, globalIgnores(['reference/**'])];
