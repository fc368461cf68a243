import { parseArgs } from 'node:util';
import { notiTypes } from '@mahasi/contract/notification';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { findByUserName } from '../modules/auth/service.js';
import { notificationService } from '../modules/notifications/service.js';

/**
 * Staff command until a staff console exists: send an announcement (type 5) to every member, or a
 * Yogi care team reply (type 6) to one member.
 *
 *   npm run notify -w @mahasi/server -- --type 5 --subject "Thingyan retreat" --content "<p>…</p>" [--link /events/3]
 *   npm run notify -w @mahasi/server -- --type 6 --user member@example.org --subject "Re: your question" --content "<p>…</p>"
 */
const usage = 'usage: notify --type 1-6 --subject TEXT --content HTML [--link PATH] [--user USERNAME]';
const { values } = parseArgs({
  options: {
    type: { type: 'string' },
    subject: { type: 'string' },
    content: { type: 'string' },
    link: { type: 'string' },
    user: { type: 'string' },
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

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const notifications = notificationService(database.db);
const item = { notiType, subject: values.subject.trim(), content: values.content, link: values.link ?? null };
try {
  if (values.user) {
    const user = await findByUserName(database.db, values.user);
    if (!user) {
      console.error(`No member with username ${values.user}.`);
      process.exitCode = 1;
    } else {
      const id = await notifications.notifyUser(user.id, item);
      console.log(`Notification ${id} sent to ${user.username}.`);
    }
  } else {
    const id = await notifications.broadcast(item);
    console.log(`Notification ${id} sent to every member.`);
  }
} finally {
  await database.close();
}
