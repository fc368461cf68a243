import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { TWO_FACTOR_REQUIRED_ROLES, staffRoles, type StaffRole } from '@mahasi/contract/staff';
import { commandLineConfig, openConfiguredDatabase } from './database.js';
import { outboxMailer, smtpMailer } from '../mail/mailer.js';
import { staff as staffTable } from '../modules/staff/schema.js';
import { mailQueue } from '../modules/mail/queue.js';
import { staffService } from '../modules/staff/service.js';
import { BusinessError } from '../lib/errors.js';
import { COMMAND_LINE } from '../lib/staffCaller.js';

/**
 * Staff accounts from the command line, for the first admin and for an admin locked out of the
 * console. Everything else is done in the console (/admin/staff).
 *
 *   npm run staff -w @mahasi/server -- create --email admin@example.org --role admin [--name "U Aung"]
 *   npm run staff -w @mahasi/server -- setup-link --email admin@example.org     (a new link: forgotten password)
 *   npm run staff -w @mahasi/server -- reset-two-factor --email admin@example.org
 *   npm run staff -w @mahasi/server -- enable --email admin@example.org
 *   npm run staff -w @mahasi/server -- role --email editor@example.org --role admin   (their sessions end)
 *   npm run staff -w @mahasi/server -- list
 */
const usage = `usage: staff create --email EMAIL --role ${staffRoles.join('|')} [--name NAME]
       staff setup-link --email EMAIL
       staff reset-two-factor --email EMAIL
       staff enable --email EMAIL
       staff role --email EMAIL --role ${staffRoles.join('|')}
       staff list`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
});
const [command] = positionals;
const email = values.email?.trim().toLowerCase();
if (!command || (command !== 'list' && !email)) {
  console.error(usage);
  process.exit(2);
}

const config = commandLineConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, silentLog);
const now = () => new Date();
// A set-up mail the mail server does not take now is kept: the running site's job sends it later.
const mail = mailQueue({ db: database.db, mailer, secret: config.appSecret, now, log: silentLog, siteUrl: config.siteUrl });
const service = staffService({ db: database.db, mail, secret: config.appSecret, siteUrl: config.siteUrl, now });

async function idOf(address: string): Promise<number> {
  const [row] = await database.db.select({ id: staffTable.id }).from(staffTable).where(eq(staffTable.email, address)).limit(1);
  if (!row) throw new Error(`No staff account with e-mail ${address}.`);
  return row.id;
}

try {
  if (command === 'create') {
    const role = values.role as StaffRole;
    if (!staffRoles.includes(role)) throw new Error(`--role must be one of ${staffRoles.join(', ')}`);
    const name = values.name?.trim() || email!.split('@')[0]!;
    const created = await service.create(COMMAND_LINE, { email: email!, fullName: name, role }, { mail: false });
    console.log(`Staff account ${created.staff.email} (${role}) created.`);
    console.log(`Open this link within 24 hours to set the password (it works once):\n${created.setupUrl}`);
  } else if (command === 'setup-link') {
    const link = await service.resendInvite(COMMAND_LINE, await idOf(email!));
    const mailed = {
      sent: 'also e-mailed',
      waiting: 'its e-mail waits for the mail server and goes when it answers',
      refused: 'the mail server refused the address',
    }[link.mail];
    console.log(`A new setup link for ${email} (${mailed}), valid for 24 hours:\n${link.setupUrl}`);
  } else if (command === 'reset-two-factor') {
    await service.resetTwoFactor(COMMAND_LINE, await idOf(email!));
    console.log(`Two-factor sign-in reset for ${email}; an admin sets it up again at the next sign-in.`);
  } else if (command === 'enable') {
    await service.enable(COMMAND_LINE, await idOf(email!));
    console.log(`${email} can sign in again.`);
  } else if (command === 'role') {
    const role = values.role as StaffRole;
    if (!staffRoles.includes(role)) throw new Error(`--role must be one of ${staffRoles.join(', ')}`);
    await service.changeRole(COMMAND_LINE, await idOf(email!), role);
    console.log(
      `${email} is now ${role}; their sessions have ended, so they sign in again${TWO_FACTOR_REQUIRED_ROLES.includes(role) ? ' with two-factor' : ''}.`,
    );
  } else if (command === 'list') {
    const page = await service.list({ pageSize: 100, sortBy: 'email', orderBy: 'ASC' });
    for (const row of page.dataList) console.log(`${row.email}\t${row.role}\t${row.status}${row.twoFactorEnabled ? '\t2FA' : ''}`);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof BusinessError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await mailer.close();
  await database.close();
}
