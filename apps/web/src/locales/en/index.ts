import common from './common.json';
import errors from './errors.json';
import fields from './fields.json';
import validation from './validation.json';
import auth from './auth.json';
import profile from './profile.json';

/** English texts, one namespace per feature. */
export default { common, errors, fields, validation, auth, profile };
