// What the backup and restore commands share: the configuration the server reads, and failures
// told in one plain sentence (an operator's mistake) or with details (a bug to report).
import { humanSize, totalRows } from '../apps/server/src/platform/backup/manifest.ts';

export { humanSize, totalRows };

export async function runCommand(name, usage, main) {
  try {
    const { loadConfig } = await import('../apps/server/src/config.ts');
    let config;
    try {
      config = loadConfig();
    } catch (err) {
      const issue = err?.issues?.[0];
      throw Object.assign(new Error(`The configuration is invalid${issue ? `: ${issue.path.join('.')} ${issue.message}` : ''}.`), { name: 'BackupError' });
    }
    await main(config);
    process.exit(0);
  } catch (err) {
    if (err?.name === 'UsageError') {
      console.error(`${err.message}\n\n${usage}`);
      process.exit(2);
    }
    if (err?.name === 'NeedsConfirmation') {
      console.error(err.message);
      process.exit(1);
    }
    const known = err?.name === 'BackupError' || err?.name === 'PgliteInUseError';
    console.error(`${name} failed: ${err?.message ?? err}`);
    if (!known) console.error(`\nThis was not expected; details for a bug report:\n${err?.stack ?? err}`);
    process.exit(1);
  }
}

export const usageError = (message) => Object.assign(new Error(message), { name: 'UsageError' });
