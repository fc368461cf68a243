import common from './common.json';
import errors from './errors.json';
import fields from './fields.json';
import validation from './validation.json';
import auth from './auth.json';
import profile from './profile.json';

/** Myanmar texts, one namespace per feature; loaded on demand (English is in the first bundle). */
export default { common, errors, fields, validation, auth, profile };
