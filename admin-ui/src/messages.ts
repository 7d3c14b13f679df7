/** The texts the admin screens show, kept word for word as the earlier console showed them (e2e/tests/admin-console.test.mjs checks some). */
export const MESSAGES = {
  loginSuccess: 'Login Successful!',
  loginFailed: 'Failed to Login. Please check your credentials.',
  notAdmin: 'This account is not an administrator. Sellers log in on the storefront.',
  sessionEnded: 'Your session has ended. Please log in again.',
  logout: 'Logout successful!',

  registerSuccess: 'Register Successful!',
  registerFailed: 'Failed to Register. Please check your credentials.',

  categoriesLoading: 'Please Wait...Category Data Fetching!',
  categoriesEmpty: 'No categories found',
  categoryLoading: 'Please wait, Category data is loading...',
  categoryNotFound: 'Error: Category not found',
  categoryCreated: 'Category created successfully!',
  categoryCreateFailed: 'Error submitting form. Please try again.',
  categoryUpdated: 'Category updated successfully!',
  categoryUpdateFailed: 'Error updating category. Please try again.',
  categoryDeleteFailed: 'Error deleting category.',
  categoryDeleted: 'Category deleted',

  descriptionEmpty: 'No description available',
  descriptionSent: 'Description sent successfully!',
  descriptionSendFailed: 'Failed to send description. Please try again.',
  descriptionUpdated: 'Description updated successfully!',
  descriptionUpdateFailed: 'Failed to update description. Please try again.',
  invalidUrl: 'Invalid URL',

  locationCreated: 'Location data submitted successfully!',
  locationCreateFailed: 'Failed to submit location data. Please try again later.',
  locationUpdated: 'Location updated successfully!',
  locationUpdateFailed: 'Error updating location',

  cityAdded: 'Successfully submitted',
  cityAddFailed: 'Error submitting form:',
  cityDeleted: 'City has been deleted successfully!',

  statusUpdated: (status: string) => `Status updated to ${status}`,
  statusUpdateFailed: (detail: string) => `Failed to update status: ${detail}`,

  blogDeleted: 'Data Deleted Successfully !!!',
  adDeleted: 'Ad deleted',
} as const;

/** Toasts top-right, closed after 5 s; the logout notice stays 1 s. */
export const TOAST_MS = 5000;
export const LOGOUT_NOTICE_MS = 1000;

/** Appends the server's explanation to a seed failure text. */
export const withDetail = (text: string, detail: string): string => (detail && detail !== text ? `${text} ${detail}` : text);
