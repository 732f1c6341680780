import { runVerify } from './verify-round.js';

/** `npm run verify -- --type 1 --seqno 20261122-0001` (see verify-round.ts). */
process.exitCode = await runVerify(process.argv.slice(2), { out: (line) => console.log(line) });
