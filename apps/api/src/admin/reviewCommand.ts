import { loadConfig } from '../config/loadConfig';
import { runReview } from './runReview';

const [phone, verdict, ...reason] = process.argv.slice(2);
if (!phone || (verdict !== 'pass' && verdict !== 'fail')) {
  console.error('usage: pnpm --filter @art-portal/api review <phone> pass|fail [reason]');
  process.exit(2);
}
try {
  const { found } = await runReview(loadConfig(), { phone, verdict, reason: reason.join(' ') || undefined });
  console.log(
    found
      ? `[review] ${phone}: ${verdict === 'pass' ? '审核通过' : '审核未通过'}, message sent`
      : `[review] no customer with phone ${phone}`,
  );
  process.exitCode = found ? 0 : 1;
} catch (error) {
  console.error(`[review] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
