/**
 * Field labels used to prefix validation messages (spec section 5): 'Username is required'.
 * The server formats its 422 replies with these; the web app formats its form errors the same way.
 */
export const fieldLabels: Record<string, string> = {
  userName: 'Username',
  password: 'Password',
  userFullName: 'Full Name',
  fullName: 'Full Name',
  email: 'Email',
  phoneNo: 'Phone',
  code: 'Code',
  oldPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  userType: 'User type',
  userId: 'User',
  imageData: 'Image',
  imageFileName: 'Image file name',
  resetToken: 'Reset token',
  purpose: 'Purpose',
  id: 'Id',
};

const lowerFirst = (text: string) => (text ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** 'userName' + 'Is required' → 'Username is required'. */
export function formatFieldMessage(field: string, message: string): string {
  const label = fieldLabels[field] ?? humanize(field);
  return `${label} ${lowerFirst(message)}`;
}

function humanize(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
