import { loadConfig } from '../config/loadConfig';
import { openDatabase } from '../db/openDatabase';
import { reviewCustomer } from './reviewCustomer';

const [phone, verdict, ...reason] = process.argv.slice(2);
if (!phone || (verdict !== 'pass' && verdict !== 'fail')) {
  console.error('usage: pnpm --filter @art-portal/api review <phone> pass|fail [reason]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
  console.error(`[review] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
try {
  const found = await reviewCustomer(database.db, phone, verdict, reason.join(' ') || undefined);
  console.log(found ? `[review] ${phone}: ${verdict === 'pass' ? '审核通过' : '审核未通过'}, message sent` : `[review] no customer with phone ${phone}`);
  process.exitCode = found ? 0 : 1;
} finally {
  await database.close();
}
