import { loadConfig } from '../config/loadConfig';
import { openDatabase } from '../db/openDatabase';
import { runStaffCommand, StaffUsageError, staffUsage } from './runStaffCommand';

const args = process.argv.slice(2);
try {
  const database =
    args[0] === 'demo-code'
      ? null
      : await (async () => {
          const config = loadConfig();
          return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
        })();
  try {
    console.log(await runStaffCommand(database?.db ?? null, args));
  } finally {
    await database?.close();
  }
} catch (error) {
  console.error(
    error instanceof StaffUsageError
      ? `[staff] ${error.message}\n${staffUsage}`
      : `[staff] ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = error instanceof StaffUsageError ? 2 : 1;
}
