import { parseArgs } from 'node:util';
import { notiTypes } from '@mahasi/contract/notification';
import { commandLineConfig, openConfiguredDatabase } from './database.js';
import { findByUserName } from '../modules/auth/service.js';
import { publishInvalidation } from '../http/cache.js';
import { notificationComposer } from '../modules/notifications/composer.js';
import { notificationService } from '../modules/notifications/service.js';
import { COMMAND_LINE } from '../lib/staffCaller.js';

/**
 * The staff console's Notifications page from the command line, through the same service (checks,
 * audit log as 'command line'): an announcement (type 5) to every member, or a Yogi care team
 * reply (type 6) to one member, now or at a later time (--at, an ISO time).
 *
 *   npm run notify -w @mahasi/server -- --type 5 --subject "Thingyan retreat" --content "<p>…</p>" [--link /events/3]
 *   npm run notify -w @mahasi/server -- --type 6 --user member@example.org --subject "Re: your question" --content "<p>…</p>"
 *   npm run notify -w @mahasi/server -- --type 5 --subject "Uposatha" --content "<p>…</p>" --at 2027-01-12T06:00:00+06:30
 */
const usage = 'usage: notify --type 1-6 --subject TEXT --content HTML [--link PATH] [--user USERNAME] [--at ISO-TIME]';
const { values } = parseArgs({
  options: {
    type: { type: 'string' },
    subject: { type: 'string' },
    content: { type: 'string' },
    link: { type: 'string' },
    user: { type: 'string' },
    at: { type: 'string' },
  },
});
const notiType = Number(values.type);
if (!notiTypes.includes(notiType as never) || !values.subject?.trim() || !values.content?.trim()) {
  console.error(usage);
  process.exit(2);
}
if (notiType === 6 && !values.user) {
  console.error('A Yogi reply (type 6) goes to one member: give --user USERNAME.');
  process.exit(2);
}

const config = commandLineConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const db = database.db;
const composer = notificationComposer({
  db,
  notifications: notificationService(db),
  invalidate: (scope, tx = db) => publishInvalidation(tx, scope),
  now: () => new Date(),
});
const item = { notiType, subject: values.subject.trim(), content: values.content, link: values.link ?? null, at: values.at ?? null };
try {
  const user = values.user ? await findByUserName(db, values.user) : undefined;
  if (values.user && !user) {
    console.error(`No member with username ${values.user}.`);
    process.exitCode = 1;
  } else {
    const sent = await composer.send(COMMAND_LINE, { ...item, memberId: user?.id ?? null }, 'all');
    const when = sent.status === 'scheduled' ? `scheduled for ${sent.sendAt}` : 'sent';
    console.log(`Notification ${sent.id} ${when} to ${user ? user.username : 'every member'}.`);
  }
} catch (error) {
  const errors = (error as { errors?: { message: string }[] }).errors;
  if (!errors) throw error;
  for (const e of errors) console.error(e.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
