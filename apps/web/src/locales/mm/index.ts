import common from './common.json';
import errors from './errors.json';
import fields from './fields.json';
import validation from './validation.json';
import auth from './auth.json';
import profile from './profile.json';
import news from './news.json';
import store from './store.json';
import notifications from './notifications.json';
import content from './content.json';
import podcasts from './podcasts.json';
import ebooks from './ebooks.json';
import events from './events.json';
import galleries from './galleries.json';
import live from './live.json';
import dhammaRecord from './dhammaRecord.json';
import groups from './groups.json';
import contact from './contact.json';
import home from './home.json';
import offline from './offline.json';
import search from './search.json';
import retreats from './retreats.json';

/** Myanmar texts, one namespace per feature; loaded on demand (English is in the first bundle). */
export default {
  common,
  errors,
  fields,
  validation,
  auth,
  profile,
  notifications,
  store,
  content,
  podcasts,
  ebooks,
  events,
  galleries,
  live,
  news,
  dhammaRecord,
  groups,
  contact,
  home,
  offline,
  search,
  retreats,
};
