import consoleTexts from './console.json';
import consoleAuth from './consoleAuth.json';
import consoleStaff from './consoleStaff.json';
import consoleAudit from './consoleAudit.json';
import consoleAccount from './consoleAccount.json';
import consoleNews from './consoleNews.json';
import consoleUploads from './consoleUploads.json';
import consoleCatalogue from './consoleCatalogue.json';
import consoleRecords from './consoleRecords.json';
import consoleTalks from './consoleTalks.json';
import consoleEbooks from './consoleEbooks.json';
import consoleFees from './consoleFees.json';
import consoleMembers from './consoleMembers.json';
import consoleMessages from './consoleMessages.json';
import consoleMail from './consoleMail.json';
import consoleNotifications from './consoleNotifications.json';
import consoleOrders from './consoleOrders.json';
import consolePreview from './consolePreview.json';
import consoleRetreats from './consoleRetreats.json';
import fields from './fields.json';
import validation from './validation.json';

/**
 * The console's Myanmar texts, one namespace per part; `fields` and `validation` add to the
 * public namespaces of the same name (console/lib/i18n.ts).
 */
export default {
  console: consoleTexts,
  consoleAuth,
  consoleStaff,
  consoleAudit,
  consoleAccount,
  consoleNews,
  consoleUploads,
  consoleCatalogue,
  consoleRecords,
  consoleTalks,
  consoleEbooks,
  consoleFees,
  consoleMembers,
  consoleMessages,
  consoleMail,
  consoleNotifications,
  consoleOrders,
  consolePreview,
  consoleRetreats,
  fields,
  validation,
};
